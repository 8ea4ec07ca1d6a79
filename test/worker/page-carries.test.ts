import { afterEach, describe, expect, it } from 'vitest'
import manifest from '../../build/manifest.json'
import { element, page } from '../fixtures/cms'
import { fakeCatalogue } from './fake-catalogue'
import { installFakeShop, type FakeShop } from './fake-shop'
import {
  answerListingPage,
  bootstrapOf,
  clearCache,
  freshCmsForEachTest,
  get,
  settle,
} from './helpers'

/**
 * A page carries what it shows (DESIGN.md section 4): its bootstrap and its payload
 * hold the products of the tiles and the detail it renders, never the catalogue, so their size
 * does not grow with the shop. Each page is asked at 42 and at 2,000 products, all else equal.
 */
const SIZES = [42, 2000] as const
const PAGE_SIZE = 12

freshCmsForEachTest((cms) => {
  answerListingPage(cms, PAGE_SIZE)
  cms.set('vitalis-de', '/produkte/mag-400', {
    status: 200,
    body: page({
      id: 6,
      slug: '/produkte/mag-400',
      title: 'Produkt',
      content: [element(700, 'product_detail', { urlKey: 'mag-400' })],
    }),
  })
})

let shop: FakeShop | null = null
afterEach(() => shop?.restore())

/** The skus of every product-shaped object anywhere in a JSON value: what it carries. */
const carriedSkus = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(carriedSkus)
  if (typeof value !== 'object' || value === null) return []
  const record = value as Record<string, unknown>
  const own = typeof record['sku'] === 'string' && 'price_range' in record ? [record['sku']] : []
  return [...own, ...Object.values(record).flatMap(carriedSkus)]
}

const bytes = (text: string) => new TextEncoder().encode(text).length

/** A page and its payload on a fresh cache, with a shop of `size` products. */
const visit = async (size: number, path: string) => {
  await settle() // the previous visit's cache writes land before the cache is emptied
  await clearCache()
  shop?.restore()
  shop = installFakeShop({ catalogue: fakeCatalogue(size) })
  const html = await (await get(`http://localhost${path}`)).text()
  const bootstrap = bootstrapOf(html)
  const url = new URL(path, 'http://localhost')
  url.pathname = `${url.pathname === '/' ? '' : url.pathname}/_payload.json`
  url.searchParams.set('v', manifest.buildId)
  const payload = await (await get(url.href)).text()
  return {
    bootstrap,
    bootstrapBytes: bytes(JSON.stringify(bootstrap)),
    payload: JSON.parse(payload) as unknown,
    payloadBytes: bytes(payload),
  }
}

describe('what a page carries at 42 and at 2,000 products', () => {
  it.each(SIZES)(
    'a listing carries its page of tiles and no more, at %i products',
    async (size) => {
      const { bootstrap, payload } = await visit(size, '/produkte?page=2')
      const inBootstrap = carriedSkus(bootstrap)
      expect(inBootstrap).toHaveLength(PAGE_SIZE)
      expect(new Set(inBootstrap).size).toBe(PAGE_SIZE)
      expect(carriedSkus(payload)).toEqual(inBootstrap)
      expect(bootstrap).not.toHaveProperty('catalogue')
      // The shop's answer was of that catalogue: its count says so.
      expect(JSON.stringify(bootstrap)).toContain(`"total":${size}`)
    },
  )

  it.each(SIZES)(
    'a product page carries its product and its linked products, at %i products',
    async (size) => {
      const { bootstrap, payload } = await visit(size, '/produkte/mag-400')
      const inBootstrap = carriedSkus(bootstrap)
      // The product and the shop's related products (the fake shop links four).
      expect(new Set(inBootstrap)).toEqual(
        new Set(['MAG-400', 'VIT-D3', 'ZINC-OUT', 'GEN-0004', 'GEN-0005']),
      )
      expect(carriedSkus(payload)).toEqual(inBootstrap)
    },
  )

  it('carries as many bytes at 2,000 products as at 42', async () => {
    for (const path of ['/produkte', '/produkte?stock=1&sort=price', '/produkte/mag-400', '/']) {
      const small = await visit(42, path)
      const big = await visit(2000, path)
      // Only the counts and the facet numbers differ: a few bytes, never the catalogue.
      expect(big.bootstrapBytes, path).toBeLessThan(small.bootstrapBytes * 1.05)
      expect(big.payloadBytes, path).toBeLessThan(small.payloadBytes * 1.05)
    }
  })

  it('never asks the shop for a whole catalogue, whatever the page', async () => {
    for (const path of ['/produkte', '/produkte?q=vitamin', '/produkte/mag-400']) {
      await visit(2000, path)
      // Every query the shop was asked is a listing's page or a product's detail.
      expect(shop?.wholeCatalogueRequests, path).toBe(0)
      expect(shop?.requests.length, path).toBeGreaterThan(0)
    }
  })
})
