import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { initialData, language, page, redirect } from '../fixtures/cms'
import { escapeXml } from '../../src/worker/sitemap/sitemap-xml'
import { sitemapOrigin } from '../../src/worker/sitemap/sitemap-origin'
import { fakeCatalogue } from './fake-catalogue'
import type { FakeCms } from './fake-cms'
import { installFakeShop, type FakeShop } from './fake-shop'
import { DAY, ageEntry, cacheKeys, freshCmsForEachTest, get, settle } from './helpers'
import { purge } from './purge-fixtures'
import { CACHE_SCHEMA_VERSION } from '../../src/worker/upstream-cache/cache-key'

/**
 * /sitemap.xml and robots.txt per site: an index of each locale's pages
 * file (the pages the CMS menus link, with their hreflang alternates) and product files (the
 * store view's catalogue at each locale's url keys), cached like pages and purged with them.
 * The site is vitalis-de (localhost: German and English, store views vitalis_de and
 * vitalis_en, whose fake shop gives English url keys of their own: 'mag-400-en').
 */

const navItem = (link: string, children: unknown[] = [], target = '') => ({
  title: link,
  link,
  target,
  active: 0,
  current: 0,
  spacer: 0,
  hasSubpages: children.length > 0 ? 1 : 0,
  children,
})

const withMenus = (home: string, links: unknown[], footerLinks: unknown[] = []) => ({
  ...initialData(),
  navigation: [navItem(home, links)],
  footer: [{ title: 'Service', links: footerLinks }],
})

const GERMAN_MENU = withMenus(
  '/',
  [
    navItem('/ratgeber', [navItem('/ratgeber/tipps-&-tricks')]),
    navItem('/geheim'),
    navItem('/alt'),
    navItem('/warenkorb'),
    navItem('/konto', [navItem('/konto/bestellungen')]),
    navItem('https://partner.example/shop', [], '_blank'),
    navItem('/en/guide'),
  ],
  [navItem('/impressum'), navItem('/ratgeber')],
)

const ENGLISH_MENU = withMenus('/en', [navItem('/en/guide'), navItem('/en/cart')])

const pageAt = (id: number, de: string | null, en: string | null, meta = {}) =>
  page({
    id,
    slug: de ?? en ?? '/',
    meta,
    i18n: [
      language(0, 'de-DE', de ?? '', { available: de ? 1 : 0 }),
      language(1, 'en-DE', en ?? '', { available: en ? 1 : 0 }),
      // A language of the TYPO3 site the storefront does not serve.
      language(2, 'fr-FR', '/fr/guide'),
    ],
  })

const seedSite = (cms: FakeCms) => {
  cms.set('vitalis-de', '/?type=834', { status: 200, body: GERMAN_MENU })
  cms.set('vitalis-de', '/en?type=834', { status: 200, body: ENGLISH_MENU })
  cms.set('vitalis-de', '/', { status: 200, body: pageAt(1, '/', '/en') })
  cms.set('vitalis-de', '/en', { status: 200, body: pageAt(1, '/', '/en') })
  cms.set('vitalis-de', '/ratgeber', { status: 200, body: pageAt(6, '/ratgeber', '/en/guide') })
  cms.set('vitalis-de', '/en/guide', { status: 200, body: pageAt(6, '/ratgeber', '/en/guide') })
  cms.set('vitalis-de', '/ratgeber/tipps-&-tricks', {
    status: 200,
    body: pageAt(7, '/ratgeber/tipps-&-tricks', null),
  })
  cms.set('vitalis-de', '/geheim', {
    status: 200,
    body: pageAt(8, '/geheim', null, { robots: { noIndex: true, noFollow: false } }),
  })
  cms.set('vitalis-de', '/alt', { status: 200, body: redirect('https://partner.example/', 301) })
  // An older EXT:headless page without `i18n`: the initial data's links are home pages.
  cms.set('vitalis-de', '/impressum', {
    status: 200,
    body: { ...pageAt(9, '/impressum', null), i18n: [] },
  })
}

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
  seedSite(cms)
})

let shop: FakeShop | undefined
afterEach(() => {
  shop?.restore()
  shop = undefined
})

const text = async (url: string) => {
  const response = await get(url)
  return { response, body: await response.text() }
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])

/** Each `<url>`: its address and its alternates as `hreflang href` lines. */
const urlsOf = (xml: string) =>
  [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url = '']) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(url)?.[1],
    alternates: [
      ...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
    ].map((m) => `${m[1]} ${m[2]}`),
  }))

describe('robots.txt', () => {
  it("names the site's own sitemap, on the host the crawler asked", async () => {
    const local = await text('http://localhost/robots.txt')
    expect(local.response.status).toBe(200)
    expect(local.response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(local.body).toContain('User-agent: *')
    expect(local.body).toContain('Sitemap: http://localhost/sitemap.xml')
    const austria = await text('https://at.localhost/robots.txt')
    expect(austria.body).toContain('Sitemap: https://at.localhost/sitemap.xml')
  })

  it('gives absolute https addresses on a production host, http only on the development hosts', () => {
    expect(sitemapOrigin('http://www.vitalis.example/robots.txt')).toBe(
      'https://www.vitalis.example',
    )
    expect(sitemapOrigin('http://localhost:8787/robots.txt')).toBe('http://localhost:8787')
    expect(sitemapOrigin('http://litozin.localhost:8787/x')).toBe('http://litozin.localhost:8787')
  })
})

describe('sitemap index', () => {
  beforeEach(() => {
    shop = installFakeShop()
  })

  it("lists every served locale's pages file and product files", async () => {
    const { response, body } = await text('http://localhost/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /)
    expect(locsOf(body)).toEqual([
      'http://localhost/sitemap-pages-de.xml',
      'http://localhost/sitemap-products-de-1.xml',
      'http://localhost/sitemap-pages-en.xml',
      'http://localhost/sitemap-products-en-1.xml',
    ])
  })

  it('lists no product files for a site that sells nothing', async () => {
    const { body } = await text('http://typo3.localhost/sitemap.xml')
    expect(locsOf(body)).toEqual([
      'http://typo3.localhost/sitemap-pages-de.xml',
      'http://typo3.localhost/sitemap-pages-en.xml',
    ])
    expect((await get('http://typo3.localhost/sitemap-products-de-1.xml')).status).toBe(404)
  })

  it('answers 404 for a file it does not have', async () => {
    for (const path of [
      '/sitemap-pages-fr.xml',
      '/sitemap-products-de-2.xml',
      '/sitemap-products-de-0.xml',
      '/sitemap-other.xml',
    ]) {
      expect((await get(`http://localhost${path}`)).status, path).toBe(404)
    }
  })
})

describe('pages file', () => {
  it('lists the pages the menus link in its locale, with their served language versions', async () => {
    const { response, body } = await text('http://localhost/sitemap-pages-de.xml')
    expect(response.status).toBe(200)
    expect(body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    )
    expect(urlsOf(body)).toEqual([
      {
        loc: 'http://localhost/',
        alternates: [
          'de-DE http://localhost/',
          'en-DE http://localhost/en',
          'x-default http://localhost/',
        ],
      },
      {
        loc: 'http://localhost/ratgeber',
        alternates: [
          'de-DE http://localhost/ratgeber',
          'en-DE http://localhost/en/guide',
          'x-default http://localhost/ratgeber',
        ],
      },
      // Only in German: no alternates. Its '&' is escaped.
      { loc: 'http://localhost/ratgeber/tipps-&amp;-tricks', alternates: [] },
      // No i18n of its own: no alternates (never the other language's home page).
      { loc: 'http://localhost/impressum', alternates: [] },
    ])
    // No lastmod: nothing says when a page changed.
    expect(body).not.toContain('lastmod')
  })

  it('leaves out noindex pages, redirects, external links, the cart and the account', async () => {
    const { body } = await text('http://localhost/sitemap-pages-de.xml')
    for (const path of [
      '/geheim',
      '/alt',
      'partner.example',
      '/warenkorb',
      '/konto',
      '/en/guide',
    ]) {
      expect(
        locsOf(body).some((loc) => loc?.includes(path)),
        path,
      ).toBe(false)
    }
    // The cart and account were never even read.
    expect(cms.requests.some((request) => request.includes('/warenkorb'))).toBe(false)
    expect(cms.requests.some((request) => request.includes('/konto'))).toBe(false)
  })

  it('lists the English pages in the English file, the cart left out', async () => {
    const { body } = await text('http://localhost/sitemap-pages-en.xml')
    expect(urlsOf(body)).toEqual([
      {
        loc: 'http://localhost/en',
        alternates: [
          'de-DE http://localhost/',
          'en-DE http://localhost/en',
          'x-default http://localhost/',
        ],
      },
      {
        loc: 'http://localhost/en/guide',
        alternates: [
          'de-DE http://localhost/ratgeber',
          'en-DE http://localhost/en/guide',
          'x-default http://localhost/ratgeber',
        ],
      },
    ])
  })

  it('is served from the cache the second time, and a site purge removes it', async () => {
    const first = await text('http://localhost/sitemap-pages-de.xml')
    await settle()
    const asked = cms.requests.length
    const second = await text('http://localhost/sitemap-pages-de.xml')
    expect(second.body).toBe(first.body)
    expect(cms.requests.length).toBe(asked)

    // One walk of the locale's pages, which the pages file, the records files and the index share.
    expect(await cacheKeys('page:')).toContain(
      `page:${CACHE_SCHEMA_VERSION}:vitalis-de:de:/sitemap-survey-de`,
    )
    expect((await purge({ scope: 'site', site: 'vitalis-de' })).status).toBe(200)
    expect(await cacheKeys('page:')).toEqual([])
    cms.set('vitalis-de', '/impressum', { status: 404, body: page({ id: 404 }) })
    const after = await text('http://localhost/sitemap-pages-de.xml')
    expect(cms.requests.length).toBeGreaterThan(asked)
    expect(locsOf(after.body)).not.toContain('http://localhost/impressum')
  })
})

describe('a failing CMS', () => {
  it('answers 503 with Retry-After and stores nothing when the CMS is down', async () => {
    cms.fault = 'down'
    const { response, body } = await text('http://localhost/sitemap-pages-de.xml')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('120')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(body).toMatch(/unavailable/)
    await settle()
    expect(await cacheKeys('page:')).toEqual([])
  })

  it('never stores a sitemap with a hole where one page failed', async () => {
    cms.set('vitalis-de', '/impressum', { status: 503, body: {} })
    expect((await get('http://localhost/sitemap-pages-de.xml')).status).toBe(503)
    await settle()
    expect(await cacheKeys(`page:${CACHE_SCHEMA_VERSION}:vitalis-de:de:/sitemap`)).toEqual([])
    // Once it answers again, the whole file is there.
    cms.set('vitalis-de', '/impressum', { status: 200, body: pageAt(9, '/impressum', null) })
    const { body } = await text('http://localhost/sitemap-pages-de.xml')
    expect(locsOf(body)).toContain('http://localhost/impressum')
  })

  it('serves the stored copy while the CMS is down', async () => {
    const first = await text('http://localhost/sitemap-pages-de.xml')
    await settle()
    // Older than its revalidation window: it would be read again, were the CMS up.
    await ageEntry(`page:${CACHE_SCHEMA_VERSION}:vitalis-de:de:/sitemap-survey-de`, 2 * DAY)
    cms.fault = 'down'
    const again = await text('http://localhost/sitemap-pages-de.xml')
    expect(again.response.status).toBe(200)
    expect(again.body).toBe(first.body)
  })
})

describe('product files', () => {
  it("lists each product at the locale's url key, with its address in the other store view", async () => {
    shop = installFakeShop()
    const german = await text('http://localhost/sitemap-products-de-1.xml')
    expect(german.response.status).toBe(200)
    const magnesium = urlsOf(german.body).find((url) => url.loc?.endsWith('/mag-400'))
    expect(magnesium).toEqual({
      loc: 'http://localhost/produkte/mag-400',
      alternates: [
        'de-DE http://localhost/produkte/mag-400',
        'en-DE http://localhost/en/products/mag-400-en',
        'x-default http://localhost/produkte/mag-400',
      ],
    })
    const english = await text('http://localhost/sitemap-products-en-1.xml')
    expect(locsOf(english.body)).toContain('http://localhost/en/products/mag-400-en')
    expect(locsOf(english.body)).toHaveLength(locsOf(german.body).length)
    expect(shop.storeViews).toContain('vitalis_en')
  })

  it('is served from the cache the second time, and a catalogue purge removes it', async () => {
    shop = installFakeShop()
    const first = await text('http://localhost/sitemap-products-de-1.xml')
    await settle()
    const asked = shop.requests.length
    const second = await text('http://localhost/sitemap-products-de-1.xml')
    expect(second.body).toBe(first.body)
    expect(shop.requests.length).toBe(asked)

    const stored = await cacheKeys('catalogue:')
    expect(stored).toContain(
      `catalogue:${CACHE_SCHEMA_VERSION}:vitalis-de:vitalis_de:/sitemap-products-de-1.xml`,
    )
    expect((await purge({ scope: 'catalogue', site: 'vitalis-de' })).status).toBe(200)
    expect(await cacheKeys('catalogue:')).toEqual([])
    await text('http://localhost/sitemap-products-de-1.xml')
    expect(shop.requests.length).toBeGreaterThan(asked)
  })

  it('answers 503 and stores nothing when the shop is down', async () => {
    shop = installFakeShop()
    shop.down = true
    const response = await get('http://localhost/sitemap-products-de-1.xml')
    expect(response.status).toBe(503)
    await settle()
    expect(await cacheKeys('catalogue:')).toEqual([])
  })
})

describe('a catalogue beyond one file of the protocol', () => {
  it('splits 50,001 products per locale into files within 50,000 addresses and 50 MB', async () => {
    shop = installFakeShop({ catalogue: fakeCatalogue(50_001) })
    const index = locsOf((await text('http://localhost/sitemap.xml')).body)
    const productFiles = index.filter((loc) => loc?.includes('/sitemap-products-'))
    expect(productFiles).toHaveLength(2 * 17)
    let products = 0
    for (const loc of productFiles) {
      const { response, body } = await text(loc ?? '')
      expect(response.status, loc).toBe(200)
      const urls = body.split('<url>').length - 1
      expect(urls, loc).toBeLessThanOrEqual(50_000)
      expect(new TextEncoder().encode(body).length, loc).toBeLessThanOrEqual(50 * 1024 * 1024)
      products += urls
    }
    // Every product once per locale.
    expect(products).toBe(2 * 50_001)
  }, 300_000)
})

describe('XML escaping', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f')
  })
})
