import { describe, expect, it } from 'vitest'
import { initialData, page } from '../fixtures/cms'
import { type Answer, type FakeCms } from './fake-cms'
import {
  ageEntry,
  bootstrapOf,
  cacheKeys,
  DAY,
  eventually,
  freshCmsForEachTest,
  get,
  initialDataKey,
  renderedTextOf,
  readEntry,
  settle,
  titleOf,
} from './helpers'

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
})

const PRIMARY = '/?type=834'
const FALLBACK = '/initial-data.json'
const INITIAL_DE = initialDataKey('vitalis-de', 'de')
const fromFallback = { status: 200, body: initialData({ 'header.cart': 'Korb (Ausweiche)' }) }

describe('initial data', () => {
  it('reads the primary endpoint only when it answers', async () => {
    const response = await get('http://localhost/')
    expect(response.status).toBe(200)
    expect(renderedTextOf(await response.text(), 'header.cart')).toBe('Warenkorb')
    expect(cms.requests).toContain('/cms/vitalis-de/?type=834')
    expect(cms.requests).not.toContain('/cms/vitalis-de/initial-data.json')
  })

  it.each<[string, Answer, number]>([
    ['answers 500', { status: 500, body: {} }, 1],
    ['answers garbage', { raw: '<html>Wartung</html>' }, 1],
    ['answers JSON of the wrong shape', { status: 200, body: { navigation: 'none' } }, 1],
    // A connection that fails before any answer is tried once more (retry-lost-connection.ts).
    ['is unreachable', { down: true }, 2],
  ])(
    'falls back to /initial-data.json when the primary endpoint %s',
    async (_, answer, primaryTries) => {
      cms.set('vitalis-de', PRIMARY, answer)
      cms.set('vitalis-de', FALLBACK, fromFallback)
      const response = await get('http://localhost/')
      expect(response.status).toBe(200)
      expect(renderedTextOf(await response.text(), 'header.cart')).toBe('Korb (Ausweiche)')
      expect(cms.requests.filter((request) => !cms.pageRequests().includes(request))).toEqual([
        ...Array<string>(primaryTries).fill('/cms/vitalis-de/?type=834'),
        '/cms/vitalis-de/initial-data.json',
      ])
    },
  )

  it('prefixes both endpoints with the locale when the locale is not the default', async () => {
    cms.set('vitalis-de', `/en${PRIMARY}`, { status: 500, body: {} })
    cms.set('vitalis-de', `/en${FALLBACK}`, fromFallback)
    cms.set('vitalis-de', '/en', { status: 200, body: page({ id: 1, slug: '/en', title: 'Home' }) })
    const response = await get('http://localhost/en')
    expect(response.status).toBe(200)
    expect(renderedTextOf(await response.text(), 'header.cart')).toBe('Korb (Ausweiche)')
    expect(cms.requests).toContain('/cms/vitalis-de/en/?type=834')
    expect(cms.requests).toContain('/cms/vitalis-de/en/initial-data.json')
  })

  it.each<[string, Answer, Answer, number]>([
    ['500 and 503', { status: 500, body: {} }, { status: 503, body: {} }, 503],
    ['garbage twice', { raw: 'nope' }, { raw: 'nope' }, 502],
    ['503 and a wrong shape', { status: 503, body: {} }, { status: 200, body: [] }, 502],
    ['unreachable twice', { down: true }, { down: true }, 502],
  ])(
    'answers the error page "Initial Data is unavailable" with the failure status when both endpoints fail (%s)',
    async (_, primary, fallback, status) => {
      cms.set('vitalis-de', PRIMARY, primary)
      cms.set('vitalis-de', FALLBACK, fallback)
      const response = await get('http://localhost/')
      expect(response.status).toBe(status)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      const html = await response.text()
      expect(titleOf(html)).toBe(`${status} - Vorübergehend nicht erreichbar`)
      expect(bootstrapOf(html).error).toMatchObject({
        status,
        message: 'Initial Data is unavailable',
      })
    },
  )

  it('caches no initial data when both endpoints fail', async () => {
    cms.set('vitalis-de', PRIMARY, { status: 500, body: {} })
    cms.set('vitalis-de', FALLBACK, { status: 500, body: {} })
    await (await get('http://localhost/')).text()
    await settle()
    expect(await cacheKeys('initial-data:')).toEqual([])
  })

  it('serves cached initial data without asking either endpoint when it is fresh', async () => {
    await (await get('http://localhost/')).text()
    await settle()
    expect(await cacheKeys('initial-data:')).toEqual([initialDataKey('vitalis-de', 'de')])
    cms.set('vitalis-de', PRIMARY, { down: true })
    cms.set('vitalis-de', FALLBACK, { down: true })
    const before = cms.requests.length
    const response = await get('http://localhost/produkte')
    expect(response.headers.get('x-initial-data-cache-status')).toBe('fresh')
    await response.text()
    expect(cms.requests.slice(before)).toEqual(['/cms/vitalis-de/produkte'])
  })

  it('serves a copy under 7 days old as stale-if-error when both endpoints fail', async () => {
    await (await get('http://localhost/')).text()
    await eventually(async () => expect(await readEntry(INITIAL_DE)).not.toBeNull())
    await ageEntry(INITIAL_DE, 2 * DAY)
    cms.set('vitalis-de', PRIMARY, { down: true })
    cms.set('vitalis-de', FALLBACK, { status: 503, body: {} })
    const response = await get('http://localhost/')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-initial-data-cache-status')).toBe('stale-if-error')
    expect(renderedTextOf(await response.text(), 'header.cart')).toBe('Warenkorb')
  })

  it('keeps one entry per locale when two locales are requested', async () => {
    await (await get('http://localhost/')).text()
    cms.set('vitalis-de', '/en', { status: 200, body: page({ id: 1, slug: '/en' }) })
    await (await get('http://localhost/en')).text()
    await eventually(async () =>
      expect(await cacheKeys('initial-data:')).toEqual([
        INITIAL_DE,
        initialDataKey('vitalis-de', 'en'),
      ]),
    )
  })

  it('carries the navigation levels the header shows and footer links without subpages, not the site tree', async () => {
    const deep = initialData()
    const leaf = (title: string, children: unknown[] = []) => ({
      title,
      link: `/${title}`,
      target: '',
      active: 0,
      current: 0,
      spacer: 0,
      hasSubpages: children.length > 0 ? 1 : 0,
      children,
    })
    deep.navigation[0]!.children = [
      leaf('ratgeber', [leaf('vitamine', [leaf('vitamin-d', [leaf('winter')])])]),
    ] as never
    cms.set('vitalis-de', PRIMARY, { status: 200, body: deep })
    const html = await (await get('http://localhost/')).text()
    const { navigation } = bootstrapOf(html).initialData as {
      navigation: { title: string; children: { title: string; children: unknown[] }[] }[]
    }
    expect(navigation).toHaveLength(1)
    expect(navigation[0]!.children).toMatchObject([
      { title: 'ratgeber', children: [{ title: 'vitamine', children: [] }] },
    ])
    expect(html).not.toContain('/vitamin-d')
  })
})
