import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import manifest from '../../build/manifest.json'
import { element, page } from '../fixtures/cms'
import {
  DAY,
  MINUTE,
  ageEntry,
  bootstrapOf,
  freshCmsForEachTest,
  withoutScripts,
} from '../worker/helpers'
import { CACHE_SCHEMA_VERSION } from '../../src/worker/upstream-cache/cache-key'
import { PRODUCTS_URL, requestUnderFault, storedEntries, warm } from './fault-kit'
import { SHOP_FAULTS, installFaultyShop, type FaultyShop } from './shop-faults'

/**
 * The shop failing while a page lists products. The worker renders the listing's page of
 * products (src/worker/shop/load-listing.ts) through its KV entry; without a stored copy the
 * listing says the products cannot be loaded. A shop fault costs no page, a stored listing is
 * served as pages are, and a failed answer is never cached as a listing.
 */

/** The listing's entry: page size 12, no filters (a catalogue-scope entry of the site). */
const LISTING_KEY = `catalogue:${CACHE_SCHEMA_VERSION}:vitalis-de:vitalis_de:/listing/12`
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

/** The listing's fill in the bootstrap's payload, as the browser hydrates it. */
const listingFillOf = (html: string) => {
  const { payload } = bootstrapOf(html) as {
    payload: { page: { content: { colPos0: { id: number; content: Record<string, unknown> }[] } } }
  }
  return payload.page.content.colPos0.find((element) => element.id === 21)?.content['listing'] as
    { kind: string } | undefined
}

/** The listing as the shopper sees it before any script ran. */
const listingOf = (html: string) => {
  const visible = withoutScripts(html)
  return visible.slice(visible.indexOf('ce-product-listing'))
}

describe.each(SHOP_FAULTS)('a page with a product listing when the shop $name', ({ fault }) => {
  it('renders the page saying the products cannot be loaded, no prices, and caches no listing', async () => {
    shop.fault = fault

    const { response, body } = await requestUnderFault(PRODUCTS_URL)

    expect(response.status).toBe(200)
    expect(withoutScripts(body)).toContain('Unser Sortiment')
    expect(listingOf(body)).toContain('Die Produkte können gerade nicht geladen werden.')
    expect(listingOf(body)).not.toMatch(PRICE)
    expect(listingFillOf(body)).toMatchObject({ kind: 'error' })
    expect(shop.requests()).toBe(1) // the listing asked, and it failed; no catalogue asked
    const stored = Object.keys(await storedEntries())
    // No listing stored (the shop's configuration, a catalogue entry too, answered).
    expect(
      stored.filter((key) => key.startsWith('catalogue:') && key.includes('/listing/')),
    ).toEqual([])
  })

  it('renders the prices of the stored listing older than 24 h and keeps it in KV unchanged', async () => {
    await warm()
    await ageEntry(LISTING_KEY, 2 * DAY) // the shop is asked before the copy is served
    const before = (await storedEntries())[LISTING_KEY]
    expect(before).toBeDefined()
    shop.fault = fault

    const { response, body } = await requestUnderFault(PRODUCTS_URL)

    expect(response.status).toBe(200)
    expect(listingOf(body)).toMatch(PRICE)
    expect(listingFillOf(body)).toMatchObject({ kind: 'result' })
    expect(shop.requests()).toBe(2) // warming, then the failed attempt
    expect((await storedEntries())[LISTING_KEY]).toBe(before)
  })

  it('renders the prices of the listing past its TTL and keeps it unchanged when its refresh fails', async () => {
    await warm()
    await ageEntry(LISTING_KEY, 2 * MINUTE)
    const before = (await storedEntries())[LISTING_KEY]
    shop.fault = fault

    const { response, body } = await requestUnderFault(PRODUCTS_URL)

    expect(response.status).toBe(200)
    expect(listingOf(body)).toMatch(PRICE)
    expect(shop.requests()).toBe(2) // warming, then the refresh was tried
    expect((await storedEntries())[LISTING_KEY]).toBe(before)
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
