import { describe, expect, it } from 'vitest'
import { jobsDetailElement, jobsListElement } from '../../src/elements/testing'
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

const DAY = 24 * 60 * 60 * 1000

/** 'yyyy-MM-dd HH:mm:ss' (UTC), the CMS's date format. */
const sqlDate = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')

/** The PTA posting at its address, closing at `closing` (the CMS's format). */
const postingClosing = (closing: string) => {
  const data = jobsDetailElement.content.data as { detail: { job: Record<string, unknown> } }
  const detail = { ...data.detail, job: { ...data.detail.job, validThrough: closing } }
  cms.set('vitalis-de', '/karriere/pta-kundenservice', {
    status: 200,
    body: page({
      id: 31,
      slug: '/karriere/pta-kundenservice',
      title: 'PTA im Kundenservice',
      content: [
        {
          ...jobsDetailElement,
          content: { ...jobsDetailElement.content, data: { ...data, detail } },
        },
      ],
    }),
  })
}

/** The PTA posting at its address, closing `ms` from now (before now when negative). */
const postingClosingIn = (ms: number) => postingClosing(sqlDate(Date.now() + ms))

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
    // Far ahead, so that the posting stays open and its date can be read as a literal.
    postingClosing('2099-04-15 22:00:00')
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
    expect(body).toMatch(/<time dateTime="2099-04-15T22:00:00.000Z">16.04.99<\/time>/)
  })

  it('answers a posting past its closing date with 410, says it is closed and offers no way to apply', async () => {
    postingClosingIn(-DAY)
    for (const url of [
      'http://localhost/karriere/pta-kundenservice',
      'http://localhost/karriere/pta-kundenservice/_payload.json?v=x',
    ]) {
      const response = await get(url)
      expect(response.status, url).toBe(410)
    }
    const html = await (await get('http://localhost/karriere/pta-kundenservice')).text()
    // No JobPosting: search engines would list it as open.
    expect(structuredDataOf(html)).toEqual([])
    const body = withoutScripts(html)
    expect(body).toMatch(/<h1 class="ce-job__title">Pharmazeutisch-technische Assistenz/)
    expect(body).toContain('Diese Stelle ist nicht mehr ausgeschrieben')
    expect(body).not.toContain('Jetzt bewerben')
    expect(body).not.toContain('karriere.vitalis.example/bewerbung')
    expect(body).toContain('<a href="/karriere">Alle offenen Stellen</a>')
  })

  it('leaves a posting past its closing date out of the list, though the CMS still sent it', async () => {
    const data = jobsListElement.content.data as { list: { job: Record<string, unknown> }[] }
    const [first, second] = data.list
    const list = [
      { ...first, job: { ...first?.job, validThrough: sqlDate(Date.now() - DAY) } },
      { ...second, job: { ...second?.job, validThrough: sqlDate(Date.now() + DAY) } },
    ]
    const element = {
      ...jobsListElement,
      content: {
        ...jobsListElement.content,
        data: { ...data, list, demand: { location: '', employment: '' } },
      },
    }
    cms.set('vitalis-de', '/karriere', {
      status: 200,
      body: page({ id: 30, slug: '/karriere', title: 'Karriere', content: [element] }),
    })
    const response = await get('http://localhost/karriere')
    expect(response.status).toBe(200)
    const body = withoutScripts(await response.text())
    expect(body).not.toContain('Pharmazeutisch-technische Assistenz')
    expect(body).toContain('Online-Marketing-Manager (m/w/d)')
    expect(body).toContain('1 offene Stelle')
  })
})
