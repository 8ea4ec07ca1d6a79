import { describe, expect, it } from 'vitest'
import { jobsDetailElement, jobsListElement } from '../../src/elements/testing/job-elements'
import { page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import { freshCmsForEachTest, get, withoutScripts } from './helpers'

/**
 * The job plugins through the whole worker: the CMS's EXT:headless_news-shaped answer rendered
 * on the server, the filters forwarded to the CMS (which filters) and the posting's schema.org
 * JobPosting in the head.
 */
let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
})

const structuredDataOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  )

describe('jobs', () => {
  it('forwards the location and employment filters to the CMS and renders its list', async () => {
    cms.set('vitalis-de', '/karriere?employment=full-time&location=hamburg', {
      status: 200,
      body: page({ id: 30, slug: '/karriere', title: 'Karriere', content: [jobsListElement] }),
    })
    const response = await get('http://localhost/karriere?location=hamburg&employment=full-time')
    expect(response.status).toBe(200)
    expect(cms.pageRequests()).toEqual([
      '/cms/vitalis-de/karriere?employment=full-time&location=hamburg',
    ])
    const html = withoutScripts(await response.text())
    expect(html).toContain('Online-Marketing-Manager (m/w/d)')
    expect(html).toMatch(/<nav class="ce-filter-links" aria-label="Standort">/)
  })

  it('renders a posting with its facts, the application link and a JobPosting in the head', async () => {
    cms.set('vitalis-de', '/karriere/pta-kundenservice', {
      status: 200,
      body: page({
        id: 31,
        slug: '/karriere/pta-kundenservice',
        title: 'PTA im Kundenservice',
        content: [jobsDetailElement],
      }),
    })
    const response = await get('http://localhost/karriere/pta-kundenservice')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(structuredDataOf(html)).toEqual([
      expect.objectContaining({
        '@type': 'JobPosting',
        title: 'Pharmazeutisch-technische Assistenz (m/w/d)',
        url: 'http://localhost/karriere/pta-kundenservice',
        datePosted: '2026-03-02T08:00:00.000Z',
        employmentType: ['FULL_TIME', 'PART_TIME'],
      }),
    ])
    const body = withoutScripts(html)
    expect(body).toMatch(/<h1 class="ce-job__title">Pharmazeutisch-technische Assistenz/)
    expect(body).toContain(
      '<a class="ce-job__apply" href="https://karriere.vitalis.example/bewerbung/91">Jetzt bewerben</a>',
    )
    expect(body).toMatch(/<time dateTime="2026-04-15T22:00:00.000Z">16.04.26<\/time>/)
  })
})
