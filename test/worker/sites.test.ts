import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import type { FakeCms } from './fake-cms'
import { bootstrapOf, freshCmsForEachTest, get, getWithEnv } from './helpers'

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

describe('a site whose entry is invalid, among valid ones', () => {
  /** wrangler.toml's registry with litozin-de's store views left out: the operator typo. */
  const withBrokenLitozin = () => {
    const registry = structuredClone(env.SITES) as {
      sites: { id: string; shop: Record<string, unknown> }[]
    }
    const litozin = registry.sites.find((site) => site.id === 'litozin-de')!
    delete litozin.shop.storeViews
    return registry
  }

  it('answers its hostnames 503 with a page that tells nothing of the configuration, and serves the others', async () => {
    const SITES = withBrokenLitozin()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (const host of ['localhost', 'queisser.localhost', 'stozzon.localhost']) {
        const { response, body } = await getWithEnv(`http://${host}/`, { SITES })
        expect(response.status, host).toBe(200)
        expect(bootstrapOf(body).site).toMatchObject({
          id: host === 'localhost' ? 'vitalis-de' : host.replace('.localhost', '-de'),
        })
      }
      for (const path of ['/', '/produkte', '/warenkorb']) {
        const { response, body } = await getWithEnv(`http://litozin.localhost${path}`, { SITES })
        expect(response.status).toBe(503)
        expect(response.headers.get('content-type')).toMatch(/^text\/html/)
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(response.headers.get('retry-after')).toBe('300')
        expect(body).toContain('Der Shop ist vorübergehend nicht erreichbar.')
        expect(body).not.toMatch(/storeViews|litozin|127\.0\.0\.1|Error|at \w+ \(/)
      }
      const payload = await getWithEnv('http://litozin.localhost/produkte/_payload.json', { SITES })
      expect(payload.response.status).toBe(503)
      expect(JSON.parse(payload.body)).toEqual({
        error: { status: 503, message: 'Service Unavailable' },
      })
      expect(cms.requests.filter((path) => path.startsWith('/cms/litozin-de'))).toEqual([])

      // Named once per isolate (per registry value), not once per request of the broken site.
      const lines = errors.mock.calls.map((call) => call.join(' '))
      expect(
        lines.filter((line) => line.includes('site litozin-de: shop.storeViews:')),
      ).toHaveLength(1)
    } finally {
      errors.mockRestore()
    }
  })

  it('answers every hostname 503 when the registry as a whole cannot be read', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const { response } = await getWithEnv('http://localhost/', { SITES: '{"sites": [' })
      expect(response.status).toBe(503)
      expect(errors.mock.calls.map((call) => call.join(' '))).toEqual([
        expect.stringMatching(/^\[sites\] registry: not JSON/),
      ])
    } finally {
      errors.mockRestore()
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
