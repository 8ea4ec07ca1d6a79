import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { element, language, page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import { englishUrlKeyOf, installFakeShop, type FakeShop } from './fake-shop'
import {
  cacheKeys,
  catalogueKey,
  freshCmsForEachTest,
  get,
  tileNames,
  settle,
  withoutScripts,
} from './helpers'

/**
 * Every locale is one of the shop's store views: the worker names the view of the
 * page's locale in the `Store` header of each shop request, keeps what it stored of the shop
 * per view, and links a product page's languages to the product's url key in each view. The
 * fake shop's English views (`*_en`) answer English names and url keys of their own.
 */
const listingPage = (slug: string) =>
  page({
    id: 5,
    slug,
    title: 'Produkte',
    content: [element(21, 'product_listing', { header: 'Alle Produkte', pageSize: 2 })],
  })

/** TYPO3's route enhancer: its links name the address's url key in every language. */
const detailPage = (slug: string, urlKey: string) =>
  page({
    id: 70,
    slug,
    title: 'Produkt',
    i18n: [
      language(0, 'de-DE', `/produkte/${urlKey}`),
      language(1, 'en-DE', `/en/products/${urlKey}`),
    ],
    content: [element(700, 'product_detail', { urlKey })],
  })

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
  cms.set('vitalis-de', '/produkte', { status: 200, body: listingPage('/produkte') })
  cms.set('vitalis-de', '/en/products', { status: 200, body: listingPage('/en/products') })
})
let shop: FakeShop
beforeEach(() => {
  shop = installFakeShop()
})
afterEach(() => shop.restore())

const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)"/g)]
    .map((match) => [match[2], match[1]])
    .sort()

describe('store views', () => {
  it("asks the shop in the page's store view, and keeps each view's listing apart", async () => {
    const german = await get('http://localhost/produkte')
    expect(tileNames(withoutScripts(await german.text()))).toEqual(['Vitamin D3', 'Magnesium 400'])
    expect(shop.storeViews).toEqual(['vitalis_de'])

    const english = await get('http://localhost/en/products')
    const html = withoutScripts(await english.text())
    // Not the German entry: the English view's own answer, names and url keys.
    expect(tileNames(html)).toEqual(['Vitamin D3 (English)', 'Magnesium 400 (English)'])
    expect(html).toContain(`href="/en/products/${englishUrlKeyOf('MAG-400')}"`)
    expect(shop.storeViews).toEqual(['vitalis_de', 'vitalis_en'])
    await settle()

    const stored = await cacheKeys('catalogue:')
    const listings = (storeView: string) =>
      stored.filter((key) => key.startsWith(catalogueKey('vitalis-de', storeView).slice(0, -1)))
    expect(listings('vitalis_de').filter((key) => key.includes('/listing/'))).toHaveLength(1)
    expect(listings('vitalis_en').filter((key) => key.includes('/listing/'))).toHaveLength(1)

    // Each view is served from its own entry now.
    await (await get('http://localhost/en/products')).text()
    await (await get('http://localhost/produkte')).text()
    expect(shop.storeViews).toHaveLength(2)
  })

  it("renders an English product page in the English view, its languages at each view's url key", async () => {
    const englishKey = englishUrlKeyOf('MAG-400')
    cms.set('vitalis-de', `/en/products/${englishKey}`, {
      status: 200,
      body: detailPage(`/en/products/${englishKey}`, englishKey),
    })
    const response = await get(`http://localhost/en/products/${englishKey}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(withoutScripts(html)).toMatch(/<h1[^>]*>Magnesium 400 \(English\)<\/h1>/)
    // The detail in the English view; the German url key asked of the German view.
    expect(shop.storeViews).toEqual(['vitalis_en', 'vitalis_de'])
    expect(alternates(html)).toEqual([
      ['de-DE', 'http://localhost/produkte/mag-400'],
      ['en-DE', `http://localhost/en/products/${englishKey}`],
      ['x-default', 'http://localhost/produkte/mag-400'],
    ])
    // The German page links its English translation by the English key.
    cms.set('vitalis-de', '/produkte/mag-400', {
      status: 200,
      body: detailPage('/produkte/mag-400', 'mag-400'),
    })
    const german = await (await get('http://localhost/produkte/mag-400')).text()
    expect(alternates(german)).toContainEqual([
      'en-DE',
      `http://localhost/en/products/${englishKey}`,
    ])
  })

  it('leaves out the language whose store view does not have the product', async () => {
    cms.set('vitalis-de', '/produkte/mag-400', {
      status: 200,
      body: detailPage('/produkte/mag-400', 'mag-400'),
    })
    shop.restore()
    shop = installFakeShop({ notInEnglish: ['MAG-400'] })
    const html = await (await get('http://localhost/produkte/mag-400')).text()
    expect(alternates(html).map(([hreflang]) => hreflang)).toEqual(['de-DE', 'x-default'])
  })
})
