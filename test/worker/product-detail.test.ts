import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import manifest from '../../build/manifest.json'
import { element, language, page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import { englishUrlKeyOf, installFakeShop, type FakeShop } from './fake-shop'
import { freshCmsForEachTest, get, structuredDataOf, titleOf, withoutScripts } from './helpers'

/**
 * The product detail page: TYPO3's route enhancer answers `/produkte/<url key>` with the detail
 * page whose plugin element names the url key; the worker fills it from the shop.
 */
const detailPage = (urlKey: string) =>
  page({
    id: 70,
    slug: `/produkte/${urlKey}`,
    title: 'Produkt',
    breadcrumbs: [
      { title: 'Startseite', link: '/', active: 1, current: 0, spacer: 0, hasSubpages: 1 },
      { title: 'Produkte', link: '/produkte', active: 1, current: 0, spacer: 0, hasSubpages: 1 },
      {
        title: 'Produkt',
        link: `/produkte/${urlKey}`,
        active: 1,
        current: 1,
        spacer: 0,
        hasSubpages: 0,
      },
    ],
    i18n: [
      language(0, 'de-DE', `/produkte/${urlKey}`, { active: 1 }),
      language(1, 'en-DE', `/en/products/${urlKey}`),
    ],
    content: [element(700, 'product_detail', { urlKey })],
  })

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
  for (const urlKey of ['mag-400', 'gibt-es-nicht']) {
    cms.set('vitalis-de', `/produkte/${urlKey}`, { status: 200, body: detailPage(urlKey) })
  }
})
let shop: FakeShop
beforeEach(() => {
  shop = installFakeShop()
})
afterEach(() => shop.restore())

describe('product detail page', () => {
  it('renders the product from the shop: name as h1, gallery, price, stock, texts, linked products', async () => {
    const response = await get('http://localhost/produkte/mag-400')
    expect(response.status).toBe(200)
    const html = withoutScripts(await response.text())
    expect(html).toMatch(/<h1[^>]*>Magnesium 400<\/h1>/)
    // The gallery in its order, the hidden image left out, the first one prioritised.
    // Through the site's image transformations (wrangler.toml: the demo upstreams' stand-in).
    expect(html).toMatch(
      /<img[^>]*fetchPriority="high"[^>]*src="http:\/\/127.0.0.1:8788\/cdn-cgi\/image\/width=640,format=auto,fit=scale-down\/https:\/\/shop.test\/media\/MAG-400.jpg"[^>]*srcSet="[^"]+ 1920w"/i,
    )
    expect(html).not.toContain('hidden.jpg')
    expect(html).toMatch(/14,50\s€/)
    // Struck through: the lowest price of the last 30 days (the EU Omnibus rule), not the
    // regular 16,95 €.
    expect(html).toMatch(/<s class="ce-product-price__regular">.*?14,95\s€<\/s>/)
    expect(html).not.toMatch(/16,95\s€/)
    expect(html).toContain('Sofort lieferbar')
    expect(html).toContain('Magnesium 400 in Apothekenqualität.')
    expect(html).not.toContain('onerror')
    expect(html).toContain('Das könnte Sie auch interessieren')
    // The CMS's one detail page ('Produkt') is named after the product in the breadcrumb.
    expect(html).toMatch(/aria-current="page"[^>]*>Magnesium 400</)
    expect(html).toContain('Vitamin D3')
  })

  it('titles the page with the product and describes it in the head as schema.org Product', async () => {
    const html = await (await get('http://localhost/produkte/mag-400')).text()
    expect(titleOf(html)).toBe('Magnesium 400')
    expect(html).toContain('<meta property="og:type" content="product">')
    expect(structuredDataOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Magnesium 400',
      sku: 'MAG-400',
      image: ['https://shop.test/media/MAG-400.jpg', 'https://shop.test/media/MAG-400-2.jpg'],
      description: 'Magnesium 400 für jeden Tag.',
      offers: {
        '@type': 'Offer',
        url: 'http://localhost/produkte/mag-400',
        price: '14.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      identifier: { '@type': 'PropertyValue', propertyID: 'PZN', value: '12345678' },
      additionalProperty: [
        {
          '@type': 'PropertyValue',
          name: 'Magnesium',
          value: 400,
          unitText: 'mg',
          description: '107% NRV',
        },
        { '@type': 'PropertyValue', name: 'Hopfenextrakt', value: 12.5, unitText: 'mg' },
        { '@type': 'PropertyValue', propertyID: 'daily_dose', value: '1 Tablette täglich' },
        { '@type': 'PropertyValue', propertyID: 'net_quantity', value: '100 Tabletten (150 g)' },
        {
          '@type': 'PropertyValue',
          propertyID: 'supplement_ingredients',
          value: 'Magnesium 400, Emulgator Lecithine (Soja)',
        },
        { '@type': 'PropertyValue', propertyID: 'allergens', value: 'Soja' },
      ],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: '4.0',
        reviewCount: 4,
        bestRating: 5,
        worstRating: 1,
      },
    })
  })

  it("shows a food supplement's facts in tables: nutrients per dose with % NRV, intake, ingredients, allergens, warnings, net quantity, operator, PZN", async () => {
    const html = withoutScripts(await (await get('http://localhost/produkte/mag-400')).text())
    const section = html.match(/<section class="ce-product-facts"[\s\S]*?<\/section>/)?.[0] ?? ''
    expect(section).toMatch(/<h2 id="([^"]+)">Pflichtangaben<\/h2>/)
    // The nutrients: a captioned table with column and row headers.
    expect(section).toContain('<caption>Nährstoffe pro 1 Tablette</caption>')
    expect(section).toMatch(/<th scope="col">Nährstoff<\/th>/)
    expect(section).toMatch(/<th scope="col"[^>]*>% NRV\*<\/th>/)
    expect(section).toMatch(/<th scope="row">Magnesium<\/th><td>400 mg<\/td><td>107\s%<\/td>/)
    // Hopfenextrakt has no reference value: '***', and the footnote says so.
    expect(section).toMatch(
      /<th scope="row">Hopfenextrakt<\/th><td>12,5 mg<\/td><td[^>]*>\*\*\*<\/td>/,
    )
    expect(section).toContain('*** Keine Referenzmenge vorhanden')
    const fact = (label: string) =>
      section.match(new RegExp(`<th scope="row">${label}</th><td>([\\s\\S]*?)</td></tr>`))?.[1]
    expect(fact('Verzehrempfehlung')).toBe('1 Tablette täglich')
    expect(fact('Zutaten')).toContain('Emulgator Lecithine (<strong>Soja</strong>)')
    expect(fact('Allergene')).toBe('<strong>Soja</strong>')
    expect(fact('Warnhinweise')).toContain(
      '<li>Die angegebene empfohlene tägliche Verzehrmenge darf nicht überschritten werden.</li>',
    )
    expect(fact('Nettofüllmenge')).toBe('100 Tabletten (150 g)')
    expect(fact('Inverkehrbringer')).toBe(
      '<address>Vitalis GmbH, Hafenstraße 12, 20457 Hamburg</address>',
    )
    expect(fact('PZN')).toBe('12345678')
  })

  it("links the canonical to the product's own address and the English one as its translation", async () => {
    const html = await (await get('http://localhost/produkte/mag-400')).text()
    expect(html).toContain('<link rel="canonical" href="http://localhost/produkte/mag-400">')
    // At the product's url key in the English store view (the fake shop's: 'mag-400-en').
    expect(html).toContain(
      `<link rel="alternate" href="http://localhost/en/products/${englishUrlKeyOf('MAG-400')}" hreflang="en-DE">`,
    )
  })

  it('answers the site 404 page when the shop has no product with the url key', async () => {
    const response = await get('http://localhost/produkte/gibt-es-nicht')
    expect(response.status).toBe(404)
    await response.text()
    const payload = await get(
      `http://localhost/produkte/gibt-es-nicht/_payload.json?v=${manifest.buildId}`,
    )
    expect(payload.status).toBe(404)
    expect(await payload.json()).toMatchObject({ payload: { kind: 'not-found' } })
  })

  it('gives the payload the filled product, for client navigation', async () => {
    const response = await get(
      `http://localhost/produkte/mag-400/_payload.json?v=${manifest.buildId}`,
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      payload: { page: { content: { colPos0: { content: { detail: { urlKey: string } } }[] } } }
    }
    expect(body.payload.page.content.colPos0[0]?.content.detail.urlKey).toBe('mag-400')
  })

  it('asks the shop once for a product within its TTL', async () => {
    await (await get('http://localhost/produkte/mag-400')).text()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const before = shop.requests.length
    await (await get('http://localhost/produkte/mag-400')).text()
    // The second view asks the shop nothing: the detail with its linked products is stored.
    expect(shop.requests.slice(before)).toEqual([])
  })

  it('answers 502 and caches nothing when the shop is down and nothing is stored', async () => {
    shop.down = true
    const response = await get('http://localhost/produkte/mag-400')
    expect(response.status).toBe(502)
    await response.text()
  })
})
