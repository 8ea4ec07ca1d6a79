import { afterEach, describe, expect, it } from 'vitest'
import { PRODUCT_DETAIL_QUERY, PRODUCT_LISTING_QUERY } from '../../src/shop'
import { FAKE_CATALOGUE, fakeCatalogue, generatedSku } from './fake-catalogue'
import { SHOP_BASE, installFakeShop, type FakeShop } from './fake-shop'
import { answerListingPage, bootstrapOf, freshCmsForEachTest, get, withoutScripts } from './helpers'

/**
 * The fake shop with a big catalogue: the fixture the tests of what a page carries at
 * 42 and at 2,000 products stand on. It answers the worker's queries as it does for its three
 * products.
 */
const ask = async (query: string, variables: Record<string, unknown>) => {
  const response = await fetch(`${SHOP_BASE}vitalis/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  type Item = { id: number; sku: string; url_key?: string; related_products?: unknown[] }
  const { data } = (await response.json()) as {
    data: { products: { items: Item[]; total_count?: number } }
  }
  return data.products
}

let shop: FakeShop | null = null
afterEach(() => shop?.restore())

describe('fakeCatalogue', () => {
  it('grows the three fake products to n products, the same ones every time', () => {
    const big = fakeCatalogue(2000)
    expect(big.products).toHaveLength(2000)
    expect(big.products.slice(0, 3)).toEqual(FAKE_CATALOGUE.products)
    expect(new Set(big.products.map((p) => p.sku)).size).toBe(2000)
    expect(new Set(big.products.map((p) => p.id)).size).toBe(2000)
    expect(big.products[41]!.sku).toBe(generatedSku(42))
    expect(fakeCatalogue(2000)).toEqual(big)
    expect(fakeCatalogue(42).products).toEqual(big.products.slice(0, 42))
    // Every product is in one of the two categories.
    expect(big.categories.flatMap((c) => c.skus).sort()).toEqual(
      big.products.map((p) => p.sku).sort(),
    )
    expect(big.products.filter((p) => p.inStock === false).length).toBeGreaterThan(200)
  })
})

describe('the fake shop with fakeCatalogue(2000)', () => {
  freshCmsForEachTest((cms) => {
    answerListingPage(cms)
  })

  it('answers the listing and detail queries from 2,000 products', async () => {
    shop = installFakeShop({ catalogue: fakeCatalogue(2000) })
    const listing = await ask(PRODUCT_LISTING_QUERY, {
      filter: { category_id: { eq: '10' } },
      pageSize: 12,
      currentPage: 2,
    })
    expect(listing.total_count).toBe(2000)
    expect(listing.items.map((item) => item.sku)).toEqual(
      Array.from({ length: 12 }, (_, i) => generatedSku(13 + i)),
    )
    const detail = await ask(PRODUCT_DETAIL_QUERY, { urlKey: 'gen-1999' })
    expect(detail.items.map((item) => item.sku)).toEqual([generatedSku(1999)])
    expect(detail.items[0]!.related_products).toHaveLength(4)
  })

  it('lets the worker render a listing of the 2,000', async () => {
    shop = installFakeShop({ catalogue: fakeCatalogue(2000) })
    const response = await get('http://localhost/produkte')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(withoutScripts(html)).toMatch(/2[.,]?000 Produkte/)
    expect(bootstrapOf(html)).toBeTruthy()
    expect(shop.requests).toContain('products')
  })
})
