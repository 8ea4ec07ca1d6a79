import { env } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { authTokenCookieName } from '../../src/account'
import { serializeCookie } from '../../src/lib/cookies'
import { CART_COOKIE_NAME } from '../../src/shop'
import { edgeParameter } from '../../src/worker/page-cache/edge-request'
import { responseKeyOf, runtimeResponseCache } from '../../src/worker/page-cache/response-cache'
import { buildManifest } from '../../src/worker/render/build-manifest'
import { element, page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import { installFakeShop, type FakeShop } from './fake-shop'
import {
  ageEntry,
  answerListingPage,
  freshCmsForEachTest,
  getWithEnv,
  HOUR,
  pageKey,
  post,
  withoutScripts,
} from './helpers'

/**
 * The edge cache (src/worker/page-cache/): guests' pages and payloads answered whole, without a KV
 * read or a render, and never anything personal. The worker tests run with it off
 * (vitest.config.ts); these turn it on. The Cache API is not part of a test's isolated storage,
 * so every address a test asked for is deleted from it afterwards.
 */
const PRODUCTS = 'http://localhost/produkte'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const AUTH = { authorization: 'Bearer test-purge-token' }

const asked = new Set<string>()
const edgeGet = async (url: string, init: RequestInit & { userAgent?: string } = {}) => {
  asked.add(url)
  return getWithEnv(url, { EDGE_CACHE: 'on' }, init)
}
const statusOf = async (url: string, init: RequestInit & { userAgent?: string } = {}) =>
  (await edgeGet(url, init)).response.headers.get('x-edge-cache')

/** Where the edge cache keeps a (kept, sorted) address: src/worker/page-cache/edge-request.ts. */
const cacheUrlOf = (url: string, isBot = false) =>
  `${url}${url.includes('?') ? '&' : '?'}${edgeParameter(isBot)}`
const stored = async (url: string) =>
  (caches as unknown as { default: Cache }).default.match(cacheUrlOf(url))

/** Deleted from the Cache API and from the isolate's hot copies, as a purge does. */
const forget = (url: string, isBot = false) =>
  runtimeResponseCache.delete(responseKeyOf(cacheUrlOf(url, isBot)))

afterEach(async () => {
  for (const url of asked) {
    await forget(url)
    await forget(url, true)
  }
  asked.clear()
})

let cms: FakeCms
let shop: FakeShop
freshCmsForEachTest((fake) => {
  cms = fake
  answerListingPage(cms)
})
beforeEach(() => {
  shop = installFakeShop()
})
afterEach(() => shop.restore())

const cartCookie = (itemsCount: number) =>
  serializeCookie(
    CART_COOKIE_NAME,
    JSON.stringify({
      state: {
        id: 'abcdefabcdefabcdefabcdefabcdef12',
        type: 'guest',
        itemsCount,
        prices: {
          discounts: [],
          subtotal_including_tax: { value: 9.95, currency: 'EUR' },
          grand_total: { value: 9.95, currency: 'EUR' },
        },
        coupons: [],
        shippingAddresses: [],
        shippingCost: null,
      },
      version: 1,
    }),
  ).split(';')[0]!

const cartCountOf = (html: string) => /aria-label="Warenkorb: (\d+)"/.exec(html)?.[1]
const nonceOf = (html: string) => /<script[^>]*nonce="([^"]*)"/.exec(html)?.[1]
const cspNonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

describe('edge cache: guests', () => {
  it('stores a guest page once and answers it without the CMS, KV or the shop', async () => {
    const first = await edgeGet(PRODUCTS)
    expect(first.response.headers.get('x-edge-cache')).toBe('miss')
    expect(await stored(PRODUCTS)).toBeDefined()
    const asks = { cms: cms.requests.length, shop: shop.requests.length }
    // Without its KV entry, only the stored response can answer.
    await env.UPSTREAM_CACHE.delete(pageKey('vitalis-de', 'de', '/produkte'))
    const second = await edgeGet(PRODUCTS)
    expect(second.response.status).toBe(200)
    expect(second.response.headers.get('x-edge-cache')).toBe('hit')
    expect(second.response.headers.get('x-cache-status')).toBeNull()
    expect(withoutScripts(second.body)).toContain('Vitamin D3')
    expect({ cms: cms.requests.length, shop: shop.requests.length }).toEqual(asks)
  })

  it('stores payloads as pages, and keys a query by its sorted parameters', async () => {
    const payload = `http://localhost/produkte/_payload.json?sort=price&v=${buildManifest.buildId}`
    expect(await statusOf(payload)).toBe('miss')
    const again = await edgeGet(payload)
    expect(again.response.headers.get('x-edge-cache')).toBe('hit')
    expect(again.response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(JSON.parse(again.body)).toMatchObject({ buildId: buildManifest.buildId })
    const reordered = `http://localhost/produkte/_payload.json?v=${buildManifest.buildId}&sort=price`
    expect(await statusOf(reordered)).toBe('hit')
  })

  it('gives bots entries of their own', async () => {
    await edgeGet(PRODUCTS)
    expect(await statusOf(PRODUCTS, { userAgent: GOOGLEBOT })).toBe('miss')
    expect(await statusOf(PRODUCTS, { userAgent: GOOGLEBOT })).toBe('hit')
    expect(await statusOf(PRODUCTS)).toBe('hit')
  })

  it('renders a guest without the cookies nothing shared may depend on, and stores that', async () => {
    const { response } = await edgeGet(PRODUCTS, { headers: { cookie: '_pk_id.1=abc; theme=x' } })
    expect(response.headers.get('x-edge-cache')).toBe('miss')
    expect(await statusOf(PRODUCTS)).toBe('hit')
  })

  it.each([
    ['a campaign parameter', `${PRODUCTS}?utm_source=news`],
    ['a parameter named twice', `${PRODUCTS}?sort=price&sort=name`],
    ['an empty parameter', `${PRODUCTS}?q=`],
  ])('renders and never stores an address with %s', async (_, url) => {
    expect(await statusOf(url)).toBe('bypass')
    expect(await statusOf(url)).toBe('bypass')
  })
})

describe('edge cache: nothing personal leaks', () => {
  it('serves a shopper with a cart the count of their own cookie, and stores none of it', async () => {
    await edgeGet(PRODUCTS)
    const shopper = await edgeGet(PRODUCTS, { headers: { cookie: cartCookie(3) } })
    expect(shopper.response.headers.get('x-edge-cache')).toBe('bypass')
    expect(cartCountOf(shopper.body)).toBe('3')
    const guest = await edgeGet(PRODUCTS)
    expect(guest.response.headers.get('x-edge-cache')).toBe('hit')
    expect(cartCountOf(guest.body)).toBe('0')
  })

  it.each([
    ['a cart cookie', { cookie: cartCookie(2) }],
    ['a customer token', { cookie: `${authTokenCookieName('vitalis')}=token-of-a-customer` }],
    ['a wish waiting for sign-in', { cookie: 'sf_wishlist_pending=VIT-D3' }],
  ])('stores nothing rendered for a request with %s', async (_, headers) => {
    expect(await statusOf(PRODUCTS, { headers })).toBe('bypass')
    expect(await stored(PRODUCTS)).toBeUndefined()
  })

  it('stores no preview', async () => {
    const url = `${PRODUCTS}?preview=1`
    expect(await statusOf(url, { headers: { cookie: 'be_typo_user=editor-session' } })).toBe(
      'bypass',
    )
    expect(await stored(url)).toBeUndefined()
  })

  it('stores no draft (a workspace page) and no page made of a stale copy', async () => {
    cms.set('vitalis-de', '/entwurf', {
      status: 200,
      body: page({ id: 9, slug: '/entwurf', title: 'Entwurf', workspace: { id: 1, title: 'W' } }),
    })
    expect(await statusOf('http://localhost/entwurf')).toBe('miss')
    expect(await stored('http://localhost/entwurf')).toBeUndefined()

    cms.set('vitalis-de', '/ratgeber', {
      status: 200,
      body: page({ id: 7, slug: '/ratgeber', title: 'Ratgeber' }),
    })
    await edgeGet('http://localhost/ratgeber')
    await forget('http://localhost/ratgeber')
    await ageEntry(pageKey('vitalis-de', 'de', '/ratgeber'), 2 * HOUR)
    expect(await statusOf('http://localhost/ratgeber')).toBe('miss')
    expect(await stored('http://localhost/ratgeber')).toBeUndefined()
  })

  it('never stores a server error, and keeps a not-found page briefly', async () => {
    cms.set('vitalis-de', '/kaputt', { status: 500, body: { error: 'down' } })
    const broken = await edgeGet('http://localhost/kaputt')
    expect(broken.response.status).toBeGreaterThanOrEqual(500)
    expect(await stored('http://localhost/kaputt')).toBeUndefined()

    const missing = await edgeGet('http://localhost/gibt-es-nicht')
    expect(missing.response.status).toBe(404)
    const kept = await stored('http://localhost/gibt-es-nicht')
    const maxAge = Number(/max-age=(\d+)/.exec(kept?.headers.get('cache-control') ?? '')?.[1])
    expect(maxAge).toBeGreaterThan(0)
    expect(maxAge).toBeLessThanOrEqual(60)
  })

  it('stores no page whose listing the shop could not deliver (read while the page streamed)', async () => {
    shop.down = true
    const { response, body } = await edgeGet(PRODUCTS)
    expect(response.status).toBe(200)
    expect(withoutScripts(body)).toContain('Die Produkte können gerade nicht geladen werden.')
    expect(await stored(PRODUCTS)).toBeUndefined()
    shop.down = false
    expect(await statusOf(PRODUCTS)).toBe('miss')
    expect(await statusOf(PRODUCTS)).toBe('hit')
  })

  it('stores nothing of a page rendered while a purge ran', async () => {
    const release = shop.hold()
    const rendering = edgeGet(PRODUCTS)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const purge = await post(
      'http://localhost/_cache/purge',
      { scope: 'path', site: 'vitalis-de', path: '/produkte' },
      AUTH,
    )
    expect(purge.status).toBe(200)
    release()
    expect((await rendering).response.headers.get('x-edge-cache')).toBe('miss')
    expect(await stored(PRODUCTS)).toBeUndefined()
  })
})

describe('edge cache: the nonce and validators', () => {
  it('gives every answer its own nonce, the one its policy names, and none the render’s', async () => {
    const first = await edgeGet(PRODUCTS)
    const hits = [await edgeGet(PRODUCTS), await edgeGet(PRODUCTS)]
    const nonces = [first, ...hits].map(({ body }) => nonceOf(body))
    expect(new Set(nonces).size).toBe(3)
    for (const { response, body } of [first, ...hits]) {
      expect(cspNonceOf(response)).toBe(nonceOf(body))
      // Every script element carries it: none is left with another.
      const scripts = [...body.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)
      expect(scripts.every((tag) => tag.includes(`nonce="${nonceOf(body)}"`))).toBe(true)
    }
    // The render's nonce went to the guest whose request rendered the page, and to nobody else.
    for (const { body } of hits) expect(body).not.toContain(nonces[0])
  })

  it('answers 304 to a matching ETag or date, without a body or a policy', async () => {
    await edgeGet(PRODUCTS)
    const hit = await edgeGet(PRODUCTS)
    const etag = hit.response.headers.get('etag')!
    const lastModified = hit.response.headers.get('last-modified')!
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/)
    const byTag = await edgeGet(PRODUCTS, { headers: { 'if-none-match': etag } })
    expect(byTag.response.status).toBe(304)
    expect(byTag.body).toBe('')
    expect(byTag.response.headers.get('content-security-policy')).toBeNull()
    expect(byTag.response.headers.get('etag')).toBe(etag)
    const byDate = await edgeGet(PRODUCTS, { headers: { 'if-modified-since': lastModified } })
    expect(byDate.response.status).toBe(304)
    const changed = await edgeGet(PRODUCTS, { headers: { 'if-none-match': 'W/"other"' } })
    expect(changed.response.status).toBe(200)
  })

  it('keeps the ETag of an unchanged page across a purge, so browsers revalidate for free', async () => {
    await edgeGet(PRODUCTS)
    const before = (await edgeGet(PRODUCTS)).response.headers.get('etag')
    await post(
      'http://localhost/_cache/purge',
      { scope: 'path', site: 'vitalis-de', path: '/produkte' },
      AUTH,
    )
    await edgeGet(PRODUCTS)
    const after = await edgeGet(PRODUCTS, { headers: { 'if-none-match': before! } })
    expect(after.response.status).toBe(304)
  })
})

describe('edge cache: purges reach it', () => {
  const GUIDE = 'http://localhost/ratgeber'
  beforeEach(() => {
    cms.set('vitalis-de', '/ratgeber', {
      status: 200,
      body: page({
        id: 7,
        slug: '/ratgeber',
        title: 'Ratgeber',
        content: [element(30, 'text', { header: 'Gut zu wissen', bodytext: '<p>Text</p>' })],
      }),
    })
  })

  // The guide shows no product and is another page: only a site's or a locale's purge takes it.
  it.each([
    ['path', { scope: 'path', site: 'vitalis-de', path: '/produkte' }, false],
    ['page id', { scope: 'page', pageId: 5 }, false],
    ['site', { scope: 'site', site: 'vitalis-de' }, true],
    ['locale', { scope: 'site', site: 'vitalis-de', locale: 'de' }, true],
    ['catalogue', { scope: 'catalogue', site: 'vitalis-de' }, false],
    ['TYPO3 page uid', { pageUid: 5 }, false],
    ['TYPO3 tag', { tags: ['pageId_5'] }, false],
    ['sku of a listed product', { scope: 'sku', site: 'vitalis-de', skus: ['MAG-400'] }, false],
    ['soft', { scope: 'path', site: 'vitalis-de', path: '/produkte', mode: 'soft' }, false],
  ])('a purge by %s clears the stored pages it covers', async (_, body, guideGoes) => {
    await edgeGet(PRODUCTS)
    await edgeGet(GUIDE)
    const response = await post('http://localhost/_cache/purge', body, AUTH)
    expect(response.status).toBe(200)
    expect(await stored(PRODUCTS)).toBeUndefined()
    expect((await stored(GUIDE)) === undefined).toBe(guideGoes)
    // The next guest gets the page rendered anew, and it is stored again; after a soft purge
    // only once the KV entries are fresh again (the first render serves their stale copies).
    expect(await statusOf(PRODUCTS)).toBe('miss')
    if ('mode' in body) expect(await statusOf(PRODUCTS)).toBe('miss')
    expect(await statusOf(PRODUCTS)).toBe('hit')
  })

  it('clears the isolate’s hot copy of a page it answered, as well as the stored one', async () => {
    await edgeGet(PRODUCTS)
    expect(await statusOf(PRODUCTS)).toBe('hit') // read from the Cache API: now a hot copy
    expect(await statusOf(PRODUCTS)).toBe('hit')
    const purge = { scope: 'path', site: 'vitalis-de', path: '/produkte' }
    expect((await post('http://localhost/_cache/purge', purge, AUTH)).status).toBe(200)
    expect(await statusOf(PRODUCTS)).toBe('miss')
  })

  it('leaves the pages of other products alone in a purge by sku', async () => {
    await edgeGet(PRODUCTS)
    const response = await post(
      'http://localhost/_cache/purge',
      { scope: 'sku', site: 'vitalis-de', skus: ['NOT-LISTED'] },
      AUTH,
    )
    expect(response.status).toBe(200)
    expect(await stored(PRODUCTS)).toBeDefined()
  })
})
