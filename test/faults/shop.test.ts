import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import manifest from '../../build/manifest.json'
import { element, page } from '../fixtures/cms'
import {
  DAY,
  MINUTE,
  ageEntry,
  bootstrapOf,
  catalogueKey,
  freshCmsForEachTest,
  withoutScripts,
} from '../worker/helpers'
import { PRODUCTS_URL, requestUnderFault, storedEntries, warm } from './fault-kit'
import { SHOP_FAULTS, installFaultyShop, type FaultyShop } from './shop-faults'

/**
 * The shop failing while a page lists products. The worker renders the listing's page of
 * products (src/worker/cms/load-listing.ts) and prices from the catalogue it caches
 * (src/worker/cms/load-catalogue.ts); without either the listing renders its loading state and
 * the browser asks the shop itself. A shop fault costs no page, a stored catalogue is
 * served as pages are, and a failed answer is never cached as a catalogue.
 */

const CATALOGUE_KEY = catalogueKey('vitalis-de')
const PRICE = /9,95\s€/ // Vitamin D3 of the fake shop

freshCmsForEachTest((cms) => {
  cms.set('vitalis-de', '/produkte', {
    status: 200,
    body: page({
      id: 5,
      slug: '/produkte',
      title: 'Produkte',
      content: [
        element(20, 'text', { header: 'Unser Sortiment', bodytext: '<p>Gut versorgt.</p>' }),
        element(21, 'product_listing', { header: 'Alle Produkte', headerLayout: 2, pageSize: 12 }),
      ],
    }),
  })
})

let shop: FaultyShop
beforeEach(() => {
  shop = installFaultyShop()
})
afterEach(() => shop.restore())

const catalogueOf = (html: string) => bootstrapOf(html).catalogue as object | null

/** The listing as the shopper sees it before any script ran. */
const listingOf = (html: string) => {
  const visible = withoutScripts(html)
  return visible.slice(visible.indexOf('ce-product-listing'))
}

describe.each(SHOP_FAULTS)('a page with a product listing when the shop $name', ({ fault }) => {
  it("renders the page with the listing's loading state and no prices, and caches no catalogue", async () => {
    shop.fault = fault

    const { response, body } = await requestUnderFault(PRODUCTS_URL)

    expect(response.status).toBe(200)
    expect(withoutScripts(body)).toContain('Unser Sortiment')
    expect(listingOf(body)).toMatch(/class="ce-product-listing__loading" role="status"/)
    expect(listingOf(body)).not.toMatch(PRICE)
    expect(catalogueOf(body)).toBeNull()
    expect(shop.requests()).toBe(2) // the catalogue and the listing asked, and both failed
    const stored = Object.keys(await storedEntries())
    expect(stored).not.toContain(CATALOGUE_KEY)
    expect(stored.filter((key) => key.includes('/listing/'))).toEqual([])
  })

  it('renders the prices of the catalogue older than 24 h and keeps it in KV unchanged', async () => {
    await warm()
    await ageEntry(CATALOGUE_KEY, 2 * DAY) // the shop is asked before the copy is served
    const before = (await storedEntries())[CATALOGUE_KEY]
    shop.fault = fault

    const { response, body } = await requestUnderFault(PRODUCTS_URL)

    expect(response.status).toBe(200)
    expect(listingOf(body)).toMatch(PRICE)
    expect(catalogueOf(body)).not.toBeNull()
    // Warming asked for the catalogue and the listing; the listing's copy is still fresh.
    expect(shop.requests()).toBe(3)
    expect((await storedEntries())[CATALOGUE_KEY]).toBe(before)
  })

  it('renders the prices of the catalogue past its TTL and keeps it unchanged when its refresh fails', async () => {
    await warm()
    await ageEntry(CATALOGUE_KEY, 2 * MINUTE)
    const before = (await storedEntries())[CATALOGUE_KEY]
    shop.fault = fault

    const { response, body } = await requestUnderFault(PRODUCTS_URL)

    expect(response.status).toBe(200)
    expect(listingOf(body)).toMatch(PRICE)
    expect(shop.requests()).toBe(3) // warming (catalogue, listing), then the refresh was tried
    expect((await storedEntries())[CATALOGUE_KEY]).toBe(before)
  })

  it('answers the payload as it does with a working shop, without asking the shop', async () => {
    const url = `http://localhost/produkte/_payload.json?v=${manifest.buildId}`
    const working = await requestUnderFault(url)
    shop.fault = fault

    const { response, body } = await requestUnderFault(url)

    expect(response.status).toBe(200)
    expect(JSON.parse(body)).toEqual(JSON.parse(working.body))
    // The listing once, for the working answer; under the fault its stored copy answers.
    expect(shop.requests()).toBe(1)
  })
})
