import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { element, page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import { installFakeShop, type FakeShop } from './fake-shop'
import {
  bootstrapOf,
  cacheKeys,
  freshCmsForEachTest,
  get,
  tileNames,
  pageKey,
  settle,
  withoutScripts,
} from './helpers'

/**
 * The product listing's filtered mode: the worker reads the address's whitelisted
 * listing query, asks the shop once per canonical query (KV-cached as a catalogue entry) and
 * renders category navigation, facets with counts, sort, the page of tiles and its pagination.
 */
let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
  cms.set('vitalis-de', '/produkte', {
    status: 200,
    body: page({
      id: 5,
      slug: '/produkte',
      title: 'Produkte',
      content: [element(21, 'product_listing', { header: 'Alle Produkte', pageSize: 2 })],
    }),
  })
})
let shop: FakeShop
beforeEach(() => {
  shop = installFakeShop()
})
afterEach(() => shop.restore())

type Payload = {
  payload: { page: { content: Record<string, { content: { listing?: { kind: string } } }[]> } }
}

describe('product listing with filters', () => {
  it('renders the first page in the shop order with categories, facets with counts and pagination', async () => {
    const response = await get('http://localhost/produkte')
    expect(response.status).toBe(200)
    const html = withoutScripts(await response.text())
    expect(tileNames(html)).toEqual(['Vitamin D3', 'Magnesium 400'])
    expect(html).toContain('href="/produkte/vit-d3"')
    expect(html).toContain('3 Produkte')
    // Category navigation as links, with the result's counts.
    expect(html).toMatch(
      /<a href="\/produkte\?category=MTI%3D">Mineralstoffe<span[^>]*> \(<!-- -->2<!-- -->\)/,
    )
    expect(html).toMatch(/<a href="\/produkte" aria-current="page">Alle Produkte<\/a>/)
    // A GET form to the page itself with the shop's options and counts.
    expect(html).toMatch(/<form[^>]*action="\/produkte" method="get"/)
    expect(html).toMatch(/name="line" value="basis"/)
    expect(html).toMatch(/name="stock" value="1"/)
    expect(html).toMatch(/<button type="submit" class="ce-product-listing__apply">/)
    expect(html).toContain('href="/produkte?page=2"')
    expect(shop.listingVariables[0]).toMatchObject({
      search: null,
      filter: { category_id: { eq: '10' } },
      sort: null,
      pageSize: 2,
      currentPage: 1,
    })
  })

  it('applies the address filters and sort and marks them selected', async () => {
    const response = await get('http://localhost/produkte?sort=price-desc&stock=1&category=MTI%3D')
    const html = withoutScripts(await response.text())
    expect(tileNames(html)).toEqual(['Magnesium 400'])
    expect(html).toContain('1 Produkt<')
    expect(html).toMatch(
      /<a href="\/produkte\?category=MTI%3D&amp;stock=1&amp;sort=price-desc" aria-current="page">Mineralstoffe/,
    )
    expect(html).toMatch(/<input type="checkbox" name="stock" checked="" value="1"/)
    expect(html).toMatch(/<option value="price-desc" selected="">/)
    expect(html).toMatch(/<input type="hidden" name="category" value="MTI="/)
    expect(shop.listingVariables[0]).toMatchObject({
      filter: { category_uid: { eq: 'MTI=' }, stock_status: { eq: 'IN_STOCK' } },
      sort: { price: 'DESC' },
    })
  })

  it('names a category view after its category in the h1, the title and the canonical, and its chips keep their counts', async () => {
    cms.set('vitalis-de', '/produkte', {
      status: 200,
      body: page({
        id: 5,
        slug: '/produkte',
        title: 'Produkte',
        content: [
          element(20, 'header', { header: 'Unser Sortiment', headerLayout: 1 }),
          element(21, 'product_listing', { header: 'Alle Produkte', pageSize: 2 }),
        ],
      }),
    })
    const html = withoutScripts(
      await (await get('http://localhost/produkte?category=MTI%3D&sort=name&stock=1')).text(),
    )
    expect(html).toMatch(/<title>Mineralstoffe<\/title>/)
    // The category's own address: sort and the other filters are variants of it.
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost/produkte?category=MTI%3D">',
    )
    // Magento's category uids are the same in every store view: each language names it too.
    expect(html).toContain(
      '<link rel="alternate" href="http://localhost/en/produkte?category=MTI%3D" hreflang="en-DE">',
    )
    expect(html.match(/<h1[^>]*>[^<]*<\/h1>/g)).toEqual([
      '<h1 class="ce-header__title">Mineralstoffe</h1>',
    ])
    expect(html).toContain('<p class="ce-header__kicker">Unser Sortiment</p>')
    // Both chips count the in-stock products of their category, the chosen one too.
    expect(html).toMatch(/>Vitamine<span[^>]*> \(<!-- -->1<!-- -->\)/)
    expect(html).toMatch(/aria-current="page">Mineralstoffe<span[^>]*> \(<!-- -->1<!-- -->\)/)
    expect(shop.listingVariables[0]).toMatchObject({
      filter: { category_uid: { eq: 'MTI=' }, stock_status: { eq: 'IN_STOCK' } },
      countFilter: { category_id: { eq: '10' }, stock_status: { eq: 'IN_STOCK' } },
      withCategoryCounts: true,
    })

    // The whole list keeps its own title, canonical and h1, and asks for no second count.
    const all = withoutScripts(await (await get('http://localhost/produkte?sort=name')).text())
    expect(all).toMatch(/<title>Produkte<\/title>/)
    expect(all).toContain('<link rel="canonical" href="http://localhost/produkte">')
    expect(all).toContain('<h1 class="ce-header__title">Unser Sortiment</h1>')
    expect(shop.listingVariables[1]).toMatchObject({ withCategoryCounts: false })
  })

  it('answers a search from the shop and says what was searched', async () => {
    const html = withoutScripts(await (await get('http://localhost/produkte?q=magnesium')).text())
    expect(tileNames(html)).toEqual(['Magnesium 400'])
    expect(html).toContain('Suchergebnisse für „magnesium“')
    expect(html).toMatch(/<option value="recommended" selected="">Relevanz/)
    expect(shop.listingVariables[0]).toMatchObject({ search: 'magnesium' })
  })

  it('says when nothing matched and offers to clear the filters', async () => {
    const html = withoutScripts(
      await (await get('http://localhost/produkte?q=zink&stock=1')).text(),
    )
    expect(tileNames(html)).toEqual([])
    expect(html).toContain('Keine Produkte gefunden.')
    expect(html).toMatch(/<a href="\/produkte\?q=zink">Filter zurücksetzen<\/a>/)
  })

  it('caches one entry per canonical listing query, whatever order or extra parameters the address has', async () => {
    await get('http://localhost/produkte?stock=1&sort=name&utm_source=x').then((r) => r.text())
    await get('http://localhost/produkte?sort=name&stock=1&stock=0').then((r) => r.text())
    await get('http://localhost/produkte?sort=name&stock=1&line=%3Cscript%3E').then((r) => r.text())
    await settle()
    expect(shop.listingVariables).toHaveLength(1)
    const listings = (await cacheKeys('catalogue:')).filter((key) => key.includes('/listing/'))
    expect(listings).toEqual([expect.stringMatching(/:\/listing\/2\?stock=1&sort=name$/)])
    // The page's own entry varies by the whitelisted parameters only, as before.
    const pages = await cacheKeys('page:')
    expect(pages).toContain(pageKey('vitalis-de', 'de', '/produkte', 'sort=name&stock=1'))
    expect(pages.some((key) => key.includes('utm_source'))).toBe(false)
  })

  it('hydrates from the filled payload, and client navigation gets it filled too', async () => {
    const html = await (await get('http://localhost/produkte?line=basis')).text()
    const bootstrap = bootstrapOf(html) as unknown as Payload
    const [listing] = Object.values(bootstrap.payload.page.content).flat()
    expect(listing?.content.listing).toMatchObject({
      kind: 'result',
      path: '/produkte',
      query: { line: 'basis' },
    })
    const payload = (await (
      await get('http://localhost/produkte/_payload.json?line=basis&v=x')
    ).json()) as Payload
    expect(Object.values(payload.payload.page.content).flat()[0]?.content.listing).toMatchObject({
      kind: 'result',
      query: { line: 'basis' },
    })
  })

  it('still answers the page when the shop is down with nothing stored: it says so, never a 5xx', async () => {
    shop.down = true
    const response = await get('http://localhost/produkte?sort=name')
    expect(response.status).toBe(200)
    const html = withoutScripts(await response.text())
    expect(html).toContain('Alle Produkte')
    expect(html).not.toContain('ce-product-listing__filters')
    expect(html).toContain('Die Produkte können gerade nicht geladen werden.')
    expect(html).toMatch(/<a href="\/produkte\?sort=name">Erneut versuchen<\/a>/)
    // The shop was asked for the listing only, never for a whole catalogue.
    expect(shop.requests.every((operation) => operation === 'products')).toBe(true)
    expect(shop.listingVariables).toHaveLength(0)
    const payload = await get('http://localhost/produkte/_payload.json?sort=name&v=x')
    expect(payload.status).toBe(200)
  })

  it('serves the stored copy when the shop fails later', async () => {
    await get('http://localhost/produkte?sort=name').then((r) => r.text())
    await settle()
    shop.down = true
    const html = withoutScripts(await (await get('http://localhost/produkte?sort=name')).text())
    expect(tileNames(html)).toEqual(['Magnesium 400', 'Vitamin D3'])
  })
})

describe('a listing address that names no page or no filter value', () => {
  const body = async (url: string) => {
    const response = await get(url)
    return { status: response.status, html: withoutScripts(await response.text()) }
  }

  it('answers a page past the last with 404, and leads to the first and the last page', async () => {
    // Two products a page, three products: two pages. The shop refuses page 99, as Magento does.
    const { status, html } = await body('http://localhost/produkte?page=99&sort=name')
    expect(status).toBe(404)
    expect(html).toContain('Alle Produkte')
    expect(html).toContain('Diese Seite der Produktliste gibt es nicht.')
    expect(html).toContain('<a href="/produkte?sort=name">Zur ersten Seite</a>')
    expect(html).toContain('<a href="/produkte?sort=name&amp;page=2">Zur letzten Seite (2)</a>')
    expect(html).not.toContain('können gerade nicht geladen werden')
    expect(html).not.toContain('Erneut versuchen')
    expect(tileNames(html)).toEqual([])
    // Client navigation gets the same answer.
    const payload = await get('http://localhost/produkte/_payload.json?page=99&sort=name&v=x')
    expect(payload.status).toBe(404)
    expect(
      Object.values(((await payload.json()) as Payload).payload.page.content).flat()[0]?.content
        .listing,
    ).toMatchObject({ kind: 'no-such-page', lastPage: 2 })
    // The last page itself is there.
    const last = await body('http://localhost/produkte?page=2&sort=name')
    expect(last.status).toBe(200)
    expect(tileNames(last.html)).toHaveLength(1)
  })

  it('stores what the shop said of a page past the last: asking again costs no shop request', async () => {
    await get('http://localhost/produkte?page=7').then((r) => r.text())
    await settle()
    const asked = shop.requests.length
    expect((await get('http://localhost/produkte?page=7')).status).toBe(404)
    expect(shop.requests.length).toBe(asked)
  })

  it('asks a shop that did not answer page 2 nothing more: the first page is for a refusal only', async () => {
    shop.down = true
    const listingRequests = async (url: string) => {
      const before = shop.requests.length
      await get(url).then((r) => r.text())
      await settle()
      return shop.requests.slice(before).filter((operation) => operation === 'products').length
    }
    const firstPage = await listingRequests('http://localhost/produkte?sort=price')
    expect(firstPage).toBeGreaterThan(0)
    expect(await listingRequests('http://localhost/produkte?page=2&sort=price')).toBe(firstPage)
  })

  it.each(['abc', '-1', '1.5', '0', '99999'])(
    'answers page=%s, which is no page number, with 404 and the way to page 1',
    async (value) => {
      const { status, html } = await body(`http://localhost/produkte?page=${value}`)
      expect(status).toBe(404)
      expect(html).toContain('Diese Seite der Produktliste gibt es nicht.')
      expect(html).toContain('<a href="/produkte">Zur ersten Seite</a>')
      expect(html).not.toContain('können gerade nicht geladen werden')
    },
  )

  it('says an empty result has only its first page', async () => {
    const { status, html } = await body('http://localhost/produkte?q=zink&page=3')
    expect(status).toBe(404)
    expect(html).toContain('<a href="/produkte?q=zink">Zur ersten Seite</a>')
    expect(html).not.toContain('Zur letzten Seite')
  })

  it('drops a product line the catalogue does not have: no facet option of it, the whole list, a clean canonical', async () => {
    const response = await get('http://localhost/produkte?line=nope&sort=name&utm_source=x')
    expect(response.status).toBe(200)
    const page = await response.text()
    const html = withoutScripts(page)
    expect(html).not.toMatch(/value="nope"/)
    expect(html).not.toContain('nope')
    expect(html).toMatch(/name="line" value="basis"/)
    expect(html).toContain('3 Produkte')
    expect(tileNames(html)).toHaveLength(2)
    expect(html).toContain('<link rel="canonical" href="http://localhost/produkte">')
    // The links of the list carry the filters it applied, not the made-up one.
    expect(html).toContain('href="/produkte?sort=name&amp;page=2"')
    const [listing] = Object.values(
      (bootstrapOf(page) as unknown as Payload).payload.page.content,
    ).flat()
    expect(listing?.content.listing).toMatchObject({ kind: 'result', query: { line: null } })
    // The shop was never asked to filter by it.
    expect(JSON.stringify(shop.listingVariables)).not.toContain('nope')
  })

  it('keeps a line the catalogue has, and ignores parameters the listing does not read', async () => {
    const { status, html } = await body('http://localhost/produkte?line=basis&colour=purple')
    expect(status).toBe(200)
    expect(html).toMatch(/name="line" checked="" value="basis"/)
    expect(html).not.toContain('colour')
    expect(html).not.toContain('purple')
  })
})
