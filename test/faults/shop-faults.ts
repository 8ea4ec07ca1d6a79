import { SHOP_BASE, installFakeShop, type FakeShop } from '../worker/fake-shop'

/**
 * The shop failing the worker's queries (a listing's page of products, src/worker/shop/
 * load-listing.ts; a product's detail). The fake shop (test/worker/fake-shop.ts) answers while
 * `fault` is 'none' (to fill the cache); the other faults answer in front of it.
 */
export type ShopFault =
  | 'none'
  | 'down'
  | 'slow'
  | 'server-error'
  | 'garbage'
  | 'graphql-error'
  | 'null-products'
  | 'shapeless-items'

export interface FaultyShop {
  fault: ShopFault
  /** GraphQL requests that reached the shop, faulty or not. */
  requests(): number
  restore(): void
}

/** A hanging answer ends only when the worker's time-out aborts the request. */
const hang = (init: RequestInit | undefined) =>
  new Promise<Response>((_, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
  })

export const installFaultyShop = (): FaultyShop => {
  const healthy: FakeShop = installFakeShop()
  const behind = globalThis.fetch
  let faulty = 0
  const shop: FaultyShop = {
    fault: 'none',
    requests: () => healthy.requests.length + faulty,
    restore: () => {
      globalThis.fetch = behind
      healthy.restore()
    },
  }
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    // The shop's configuration is no catalogue query: its faults are test/worker/shop-config.test.ts's.
    if (!url.startsWith(SHOP_BASE) || url.includes('/configmanager/') || shop.fault === 'none') {
      return behind(input, init)
    }
    faulty += 1
    switch (shop.fault) {
      case 'down':
        throw new TypeError('fetch failed: connection refused')
      case 'slow':
        return hang(init)
      case 'server-error':
        return new Response('<html><body>500 Internal Server Error</body></html>', { status: 500 })
      case 'garbage':
        return new Response('<html><body>Maintenance</body></html>', { status: 200 })
      case 'graphql-error':
        // What Magento answers when its search index or database fails under the query.
        return Response.json({
          errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }],
          data: { products: null },
        })
      case 'null-products':
        // No error, and yet no product list: a broken answer, not an empty shop.
        return Response.json({ data: { products: null } })
      case 'shapeless-items':
        return Response.json({ data: { products: { items: [{ id: 1 }, { name: 'x' }] } } })
    }
  }
  return shop
}

/** How the test names read: "when the shop <name>". */
export const SHOP_FAULTS: readonly { name: string; fault: ShopFault }[] = [
  { name: 'is down', fault: 'down' },
  { name: 'does not answer within the time-out', fault: 'slow' },
  { name: 'answers 500', fault: 'server-error' },
  { name: 'answers garbage', fault: 'garbage' },
  { name: 'answers a GraphQL error', fault: 'graphql-error' },
  { name: 'answers `products: null` without an error', fault: 'null-products' },
  { name: 'answers products without sku and prices', fault: 'shapeless-items' },
]
