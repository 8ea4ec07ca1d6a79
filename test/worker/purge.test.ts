import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { element, page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import { installFakeShop, type FakeShop } from './fake-shop'
import {
  cacheKeys,
  catalogueKey,
  eventually,
  freshCmsForEachTest,
  get,
  getWithEnv,
  indexRows,
  pageKey,
  post,
} from './helpers'
import {
  ABOUT_DE,
  ABOUT_EN,
  ALL_KEYS,
  INITIAL_DE,
  INITIAL_EN,
  LITOZIN_INITIAL,
  LITOZIN_PRODUCTS,
  LITOZIN_SHOP_CONFIG,
  PRODUCTS,
  PRODUCTS_PAGE_2,
  PRODUCTS_SORTED,
  PURGE,
  SHOP_CONFIG,
  SHOP_CONFIG_EN,
  TOKEN,
  purge,
  purgeLog,
  remaining,
  seedPages,
  warm,
} from './purge-fixtures'

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
  seedPages(cms)
})

describe('cache purge', () => {
  it.each([
    ['no authorization header', {}],
    ['a wrong token', { authorization: 'Bearer wrong-token' }],
  ])(
    'BUG: answers 401 with WWW-Authenticate and removes nothing when the request has %s',
    async (_, headers) => {
      await warm()
      const response = await post(PURGE, { scope: 'all' }, headers)
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer /)
      await response.text()
      expect(await remaining()).toEqual({ kv: ALL_KEYS, d1: ALL_KEYS })
      expect(await purgeLog()).toEqual([])
    },
  )

  it.each([
    ['the token without Bearer', { authorization: TOKEN }],
    ['a Basic header', { authorization: `Basic ${btoa(`editor:${TOKEN}`)}` }],
  ])(
    'BUG: answers 400 or 401, not 500, and removes nothing when the request has %s',
    async (_, headers) => {
      await warm()
      const response = await post(PURGE, { scope: 'all' }, headers)
      expect([400, 401]).toContain(response.status)
      await response.text()
      expect(await remaining()).toEqual({ kv: ALL_KEYS, d1: ALL_KEYS })
      expect(await purgeLog()).toEqual([])
    },
  )

  it('answers 503 and removes nothing when PURGE_TOKEN is not configured', async () => {
    await warm()
    const { response, body } = await getWithEnv(
      PURGE,
      { PURGE_TOKEN: '' },
      {
        method: 'POST',
        headers: { authorization: 'Bearer ', 'content-type': 'application/json' },
        body: JSON.stringify({ scope: 'all' }),
      },
    )
    expect(response.status).toBe(503)
    expect(JSON.parse(body)).toMatchObject({ error: expect.stringContaining('PURGE_TOKEN') })
    expect(await remaining()).toEqual({ kv: ALL_KEYS, d1: ALL_KEYS })
  })

  it.each([
    ['no scope', {}],
    ['an unknown scope', { scope: 'everything' }],
    ['a path without its site', { scope: 'path', path: '/produkte' }],
    ['a path without a leading slash', { scope: 'path', site: 'vitalis-de', path: 'produkte' }],
    ['a page id that is not a positive integer', { scope: 'page', pageId: -5 }],
    ['a page id as a string', { scope: 'page', pageId: '5' }],
    ['a site scope without site', { scope: 'site' }],
  ])('answers 400 and removes nothing when the body has %s', async (_, body) => {
    await warm()
    const response = await purge(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: 'Invalid purge request',
      issues: expect.any(Array),
    })
    expect(await remaining()).toEqual({ kv: ALL_KEYS, d1: ALL_KEYS })
  })

  it('removes every query variant of a path from KV and D1 and logs the editor when purging by path', async () => {
    await warm()
    const response = await purge({ scope: 'path', site: 'vitalis-de', path: '/produkte' })
    expect(response.status).toBe(200)
    const result = (await response.json()) as { removed: number; keys: string[] }
    expect(result.removed).toBe(3)
    expect(result.keys.sort()).toEqual([PRODUCTS, PRODUCTS_PAGE_2, PRODUCTS_SORTED].sort())

    const left = ALL_KEYS.filter((key) => !result.keys.includes(key))
    expect(await remaining()).toEqual({ kv: left, d1: left })
    expect(left).toContain(LITOZIN_PRODUCTS) // same path, other site
    const [log] = await purgeLog()
    expect(log).toMatchObject({
      actor: 'default',
      scope: 'path',
      target: 'vitalis-de/produkte',
      removed: 3,
    })
    expect(Math.abs(Date.now() - log!.purged_at)).toBeLessThan(60_000)
  })

  it('removes the entries of every path of the page when purging by page id', async () => {
    await warm()
    const response = await purge({ scope: 'page', pageId: 42 })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ removed: 2 })
    const left = ALL_KEYS.filter((key) => key !== ABOUT_DE && key !== ABOUT_EN)
    expect(await remaining()).toEqual({ kv: left, d1: left })
    expect(await purgeLog()).toMatchObject([
      { actor: 'default', scope: 'page', target: 'page 42', removed: 2 },
    ])
  })

  it('removes pages, initial data and shop configuration of one site only when purging by site', async () => {
    await warm()
    const response = await purge({ scope: 'site', site: 'vitalis-de' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ removed: 10 })
    const left = [LITOZIN_INITIAL, LITOZIN_PRODUCTS, LITOZIN_SHOP_CONFIG].sort()
    expect(await remaining()).toEqual({ kv: left, d1: left })
    expect(await purgeLog()).toMatchObject([
      { actor: 'default', scope: 'site', target: 'vitalis-de', removed: 10 },
    ])
  })

  it('removes everything when purging all', async () => {
    await warm()
    const response = await purge({ scope: 'all' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ removed: ALL_KEYS.length })
    expect(await remaining()).toEqual({ kv: [], d1: [] })
    expect(await purgeLog()).toMatchObject([
      { actor: 'default', scope: 'all', target: '*', removed: ALL_KEYS.length },
    ])
  })

  it('logs a purge that removed nothing when nothing matched', async () => {
    const response = await purge({ scope: 'path', site: 'vitalis-de', path: '/nie-gesehen' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ removed: 0, keys: [] })
    expect(await purgeLog()).toMatchObject([{ scope: 'path', removed: 0 }])
  })

  it('loads the page from the origin again when it was purged', async () => {
    await warm()
    const cached = await get('http://localhost/produkte')
    expect(cached.headers.get('x-cache-status')).toBe('fresh')
    await cached.text()

    await (await purge({ scope: 'path', site: 'vitalis-de', path: '/produkte' })).text()
    const after = await get('http://localhost/produkte')
    expect(after.status).toBe(200)
    expect(after.headers.get('x-cache-status')).toBe('origin')
    expect(after.headers.get('x-initial-data-cache-status')).toBe('fresh')
    await after.text()
    expect(cms.count('/cms/vitalis-de/produkte')).toBe(4) // 3 query variants, then the reload
  })

  it('names the editor by the token used, never by an X-Editor header the caller types', async () => {
    const response = await purge({ scope: 'all' }, { 'x-editor': 'someone-else' })
    expect(await response.json()).toMatchObject({ editor: 'default' })
    const [log] = await purgeLog()
    expect(log!.actor).toBe('default')
  })
})

describe('cache purge of the shop catalogue', () => {
  const SHOP_PAGE = pageKey('vitalis-de', 'de', '/sortiment')
  const LITOZIN_SHOP_PAGE = pageKey('litozin-de', 'de', '/sortiment')
  // The listing's page of products: an entry of the site's catalogue scope
  // (src/worker/shop/load-listing.ts); no page caches or reads a whole catalogue.
  // Kept per store view: the English page's listing is the English view's.
  const SHOP_PAGE_EN = pageKey('vitalis-de', 'en', '/en/sortiment')
  const LISTING = `${catalogueKey('vitalis-de').slice(0, -1)}/listing/12`
  const LISTING_EN = `${catalogueKey('vitalis-de', 'vitalis_en').slice(0, -1)}/listing/12`
  const LITOZIN_LISTING = `${catalogueKey('litozin-de').slice(0, -1)}/listing/12`
  const KEYS = [
    LISTING,
    LISTING_EN,
    LITOZIN_LISTING,
    SHOP_CONFIG,
    SHOP_CONFIG_EN,
    LITOZIN_SHOP_CONFIG,
    SHOP_PAGE,
    SHOP_PAGE_EN,
    LITOZIN_SHOP_PAGE,
    INITIAL_DE,
    INITIAL_EN,
    LITOZIN_INITIAL,
  ].sort()

  let shop: FakeShop
  beforeEach(() => {
    shop = installFakeShop()
    const listingPage = page({
      id: 9,
      slug: '/sortiment',
      content: [element(90, 'product_listing', { header: 'Alle Produkte', pageSize: 12 })],
    })
    cms.set('vitalis-de', '/sortiment', { status: 200, body: listingPage })
    cms.set('vitalis-de', '/en/sortiment', {
      status: 200,
      body: page({
        id: 9,
        slug: '/en/sortiment',
        content: [element(90, 'product_listing', { header: 'All products', pageSize: 12 })],
      }),
    })
    cms.set('litozin-de', '/sortiment', { status: 200, body: listingPage })
  })
  afterEach(() => shop.restore())

  /** Two sites' listing pages, one in two store views: pages, initial data, catalogues cached. */
  const warmCatalogues = async () => {
    for (const url of [
      'http://localhost/sortiment',
      'http://localhost/en/sortiment',
      'http://litozin.localhost/sortiment',
    ]) {
      await (await get(url)).text()
    }
    await eventually(async () => {
      expect(await cacheKeys('')).toEqual(KEYS)
      expect((await indexRows()).map((row) => row.cache_key)).toEqual(KEYS)
    })
  }

  it("removes only the catalogue of one site, every store view's, its shop configuration with it, when purging its catalogue", async () => {
    await warmCatalogues()
    const response = await purge({ scope: 'catalogue', site: 'vitalis-de' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ removed: 4 })
    const purged = [LISTING, LISTING_EN, SHOP_CONFIG, SHOP_CONFIG_EN]
    const left = KEYS.filter((key) => !purged.includes(key))
    expect(await remaining()).toEqual({ kv: left, d1: left })
    expect(await purgeLog()).toMatchObject([
      { actor: 'default', scope: 'catalogue', target: 'vitalis-de catalogue', removed: 4 },
    ])
  })

  it("leaves the shop's data when purging one locale's pages", async () => {
    await warmCatalogues()
    const response = await purge({ scope: 'site', site: 'vitalis-de', locale: 'en' })
    expect(await response.json()).toMatchObject({ removed: 2 })
    const left = KEYS.filter((key) => key !== SHOP_PAGE_EN && key !== INITIAL_EN)
    expect(await remaining()).toEqual({ kv: left, d1: left })
  })

  it('asks the shop again on the next page view when the catalogue was purged', async () => {
    await warmCatalogues()
    // Each site's listing's page of products.
    expect(shop.requests).toEqual(['products', 'products', 'products'])
    await (await purge({ scope: 'catalogue', site: 'vitalis-de' })).text()
    const after = await get('http://localhost/sortiment')
    expect(after.headers.get('x-cache-status')).toBe('fresh') // the page itself stays cached
    await after.text()
    expect(shop.requests).toHaveLength(4)
  })

  it('removes the catalogue with the pages when purging a site', async () => {
    await warmCatalogues()
    const response = await purge({ scope: 'site', site: 'vitalis-de' })
    expect(await response.json()).toMatchObject({ removed: 8 })
    const left = [LITOZIN_LISTING, LITOZIN_SHOP_CONFIG, LITOZIN_SHOP_PAGE, LITOZIN_INITIAL].sort()
    expect(await remaining()).toEqual({ kv: left, d1: left })
  })

  it('answers 400 and removes nothing when a catalogue purge names no site', async () => {
    await warmCatalogues()
    const response = await purge({ scope: 'catalogue' })
    expect(response.status).toBe(400)
    await response.text()
    expect(await remaining()).toEqual({ kv: KEYS, d1: KEYS })
  })
})
