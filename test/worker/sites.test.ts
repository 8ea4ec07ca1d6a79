import { describe, expect, it } from 'vitest'
import type { FakeCms } from './fake-cms'
import { bootstrapOf, freshCmsForEachTest, get } from './helpers'

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
})

describe('site resolution', () => {
  it('answers 404 with the hostname message for an unknown hostname, asking no CMS', async () => {
    const response = await get('http://evil.example/')
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Hostname not found in sites configuration')
    expect(cms.requests).toEqual([])
  })

  it('serves each dev hostname from its own site and brand', async () => {
    for (const [host, site, brand] of [
      ['localhost', 'vitalis-de', 'vitalis'],
      ['at.localhost', 'vitalis-at', 'vitalis'],
      ['litozin.localhost', 'litozin-de', 'litozin'],
      ['queisser.localhost', 'queisser-de', 'queisser'],
      ['stozzon.localhost', 'stozzon-de', 'stozzon'],
    ] as const) {
      const response = await get(`http://${host}:8787/`)
      expect(response.status).toBe(200)
      const data = bootstrapOf(await response.text())
      expect(data.site).toMatchObject({ id: site, brand })
      expect(cms.requests).toContain(`/cms/${site}/`)
    }
  })
})

describe('locale', () => {
  it('uses the first path segment when it is a locale of the site', async () => {
    const response = await get('http://localhost/en/about-us')
    const data = bootstrapOf(await response.text())
    expect(data.locale).toBe('en')
    expect(cms.requests).toContain('/cms/vitalis-de/en/about-us')
    expect(cms.requests).toContain('/cms/vitalis-de/en/?type=834')
  })

  it('falls back to the default locale and sends no prefix', async () => {
    const response = await get('http://localhost/ueber-uns')
    expect(bootstrapOf(await response.text()).locale).toBe('de')
    expect(cms.requests).toContain('/cms/vitalis-de/?type=834')
  })

  it('redirects a trailing slash to the trimmed path with 301, keeping the query', async () => {
    const response = await get('http://localhost/en/about-us/?page=2')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/en/about-us?page=2')
  })

  it('redirects an explicit default-locale prefix to the unprefixed path', async () => {
    const response = await get('http://localhost/de/ueber-uns')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/ueber-uns')
  })
})
