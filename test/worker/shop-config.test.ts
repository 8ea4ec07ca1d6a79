import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import { DEFAULT_SHOP_CONFIG, installFakeShopConfig, type FakeShopConfig } from './fake-shop-config'
import {
  DAY,
  eventually,
  ageEntry,
  bootstrapOf,
  freshCmsForEachTest,
  get,
  indexRows,
  readEntry,
  settle,
  shopConfigKey,
} from './helpers'

/**
 * The shop's configuration (src/worker/shop/shop-config.ts): asked for with the page and its
 * initial data, cached like them, and the source of the currency the page renders and hydrates
 * with; a shop that does not answer leaves the registry's currency (EUR) and fails nothing.
 */

const CONFIG_KEY = shopConfigKey('vitalis-de')
const CONFIG_URL = 'http://127.0.0.1:8788/shop/vitalis/configmanager/index'

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
})

/** The test's own shop configuration, answering before the default one of every test. */
let shop: FakeShopConfig | undefined
const answerConfig = (answer: FakeShopConfig['answer']) => {
  shop = installFakeShopConfig(answer)
  return shop
}
afterEach(() => shop?.restore())

const currencyIn = (html: string): string =>
  (bootstrapOf(html) as { site: { shop: { currency: string } } }).site.shop.currency
const currencyOf = async (response: Response): Promise<string> => currencyIn(await response.text())

describe('the shop configuration', () => {
  it('is fetched once and cached: the second page asks the shop nothing', async () => {
    const config = answerConfig({ ...DEFAULT_SHOP_CONFIG, currency: 'CHF' })
    const first = await get('http://localhost/')
    expect(first.status).toBe(200)
    expect(await currencyOf(first)).toBe('CHF')
    expect(config.requests).toEqual([CONFIG_URL])
    await settle()

    const entry = await readEntry(CONFIG_KEY)
    expect(entry?.value).toEqual({ currency: 'CHF' })
    // The site's TTL (60 s in wrangler.toml) and a day of stale-while-revalidate.
    expect(entry?.freshForMs).toBe(60_000)
    expect(entry?.staleForMs).toBe(DAY)
    // In the catalogue's scope of the D1 index: a catalogue purge refreshes it.
    expect((await indexRows('catalogue')).map((row) => row.path)).toContain('/configmanager/index')

    const second = await get('http://localhost/about')
    expect(await currencyOf(second)).toBe('CHF')
    expect(config.requests).toHaveLength(1)
  })

  it("gives the page the shop's currency to render and hydrate with", async () => {
    answerConfig({ currency: 'CHF', locale: 'de_CH', extra: { nested: true } })
    const html = await (await get('http://localhost/')).text()
    const { site } = bootstrapOf(html) as { site: { shop: Record<string, unknown> } }
    // Only the currency changes; the rest of the site's shop is the registry's.
    expect(site.shop).toMatchObject({
      currency: 'CHF',
      baseUrl: 'http://127.0.0.1:8788/shop/vitalis',
      graphqlUrl: 'http://127.0.0.1:8788/shop/vitalis/graphql',
    })
  })

  it('is asked for alongside the CMS page, not after it', async () => {
    const config = answerConfig(DEFAULT_SHOP_CONFIG)
    cms.set('vitalis-de', '/langsam', {
      status: 200,
      body: page({ id: 7, slug: '/langsam', title: 'Langsam' }),
      delayMs: 300,
    })
    const pending = get('http://localhost/langsam')
    await new Promise((resolve) => setTimeout(resolve, 150))
    // The page is still on its way; the configuration has been asked for already.
    expect(config.requests).toEqual([CONFIG_URL])
    await (await pending).text()
  })

  it.each(['down', 'garbage', 'server-error'] as const)(
    "leaves the registry's currency when the shop is %s: the page is a 200 and nothing is stored",
    async (fault) => {
      answerConfig(fault)
      const response = await get('http://localhost/')
      expect(response.status).toBe(200)
      expect(await currencyOf(response)).toBe('EUR')
      await settle()
      expect(await readEntry(CONFIG_KEY)).toBeNull()
    },
  )

  it("reads no configuration for a payload: client navigation keeps the first page's site", async () => {
    const config = answerConfig(DEFAULT_SHOP_CONFIG)
    const response = await get('http://localhost/_payload.json?v=x')
    expect(response.status).toBe(200)
    await response.text()
    expect(config.requests).toEqual([])
  })

  it("renders with the registry's currency without waiting for a shop that does not answer", async () => {
    const fake = answerConfig('slow')
    const response = await get('http://localhost/')
    expect(response.status).toBe(200)
    expect(await currencyOf(response)).toBe('EUR')
    // The page went out while the shop's request was still open (SHOP_CONFIG_WAIT_MS), before
    // the site's time-out ended it...
    expect(fake.requests).toHaveLength(1)
    expect(fake.aborted).toBe(0)
    // ...which it does later, so no load is left in flight for the next test.
    await eventually(() => expect(fake.aborted).toBe(1), 8000)
  })

  it.each([
    ['a currency that is not ISO 4217', { currency: 'chf' }],
    ['no currency', { locale: 'de_DE' }],
    ['a list', [{ currency: 'CHF' }]],
  ])("leaves the registry's currency for an answer with %s", async (_, answer) => {
    answerConfig(answer as Record<string, unknown>)
    const response = await get('http://localhost/')
    expect(response.status).toBe(200)
    expect(await currencyOf(response)).toBe('EUR')
  })

  it('serves a stored configuration while the shop is down (stale-if-error)', async () => {
    const config = answerConfig({ currency: 'CHF' })
    await (await get('http://localhost/')).text()
    await settle()
    await ageEntry(CONFIG_KEY, 2 * DAY)
    config.answer = 'down'
    const response = await get('http://localhost/')
    expect(response.status).toBe(200)
    expect(await currencyOf(response)).toBe('CHF')
    // The first read, then two tries of the shop that refused (retry-lost-connection.ts).
    expect(config.requests).toHaveLength(3)
    expect((await readEntry(CONFIG_KEY))?.value).toEqual({ currency: 'CHF' })
  })

  it("is one entry per store view, asked for in that view: the English pages' own", async () => {
    const config = answerConfig(DEFAULT_SHOP_CONFIG)
    await (await get('http://localhost/')).text()
    await (await get('http://localhost/en')).text()
    expect(config.requests).toEqual([CONFIG_URL, CONFIG_URL])
    expect(config.storeViews).toEqual(['vitalis_de', 'vitalis_en'])
    await settle()
    expect(await readEntry(shopConfigKey('vitalis-de', 'vitalis_en'))).not.toBeNull()
    expect(await readEntry(CONFIG_KEY)).not.toBeNull()
  })

  it('is one entry per site: the Austrian site asks for its own', async () => {
    const config = answerConfig(DEFAULT_SHOP_CONFIG)
    await (await get('http://localhost/')).text()
    await (await get('http://at.localhost/')).text()
    expect(config.requests).toEqual([CONFIG_URL, CONFIG_URL])
    await settle()
    const { keys } = await env.UPSTREAM_CACHE.list({ prefix: 'catalogue:' })
    expect(
      keys.map((key) => key.name).filter((name) => name.endsWith('/configmanager/index')),
    ).toEqual([shopConfigKey('vitalis-at'), CONFIG_KEY])
  })
})
