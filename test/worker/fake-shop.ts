import { FAKE_PRODUCTS, renderProduct } from '../../src/cart/testing/fake-shop-model'

/**
 * A fake Magento GraphQL endpoint installed at `fetch`, for the catalogue the worker loads
 * (src/worker/cms/load-catalogue.ts). It answers the products query with the fake shop's three
 * products. `hold()` keeps every answer back until released, so a test can look at what the
 * worker streamed while the shop had not answered; `down` refuses connections.
 */
export const SHOP_BASE = 'http://127.0.0.1:8788/shop/'

export interface FakeShop {
  /** GraphQL operations requested, e.g. 'products'. */
  requests: string[]
  down: boolean
  /** Answers wait until the returned function is called. */
  hold(): () => void
  restore(): void
}

const operationOf = async (input: RequestInfo | URL, init?: RequestInit): Promise<string> => {
  const body = input instanceof Request ? await input.clone().text() : String(init?.body ?? '')
  const url = new URL(input instanceof Request ? input.url : String(input))
  const query = body
    ? (JSON.parse(body) as { query?: string }).query
    : url.searchParams.get('query')
  return /\b(?:query|mutation)\s+(\w+)/.exec(query ?? '')?.[1] ?? 'anonymous'
}

export const installFakeShop = (): FakeShop => {
  const wrapped = globalThis.fetch
  let gate: Promise<void> = Promise.resolve()
  const shop: FakeShop = {
    requests: [],
    down: false,
    hold() {
      let release = () => undefined as void
      gate = new Promise((resolve) => {
        release = resolve
      })
      return release
    },
    restore: () => {
      globalThis.fetch = wrapped
    },
  }
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.startsWith(SHOP_BASE)) return wrapped(input, init)
    const operation = await operationOf(input, init)
    shop.requests.push(operation)
    await gate
    if (shop.down) throw new TypeError('fetch failed: connection refused')
    if (operation !== 'products') {
      return Response.json({ errors: [{ message: `The fake shop does not know ${operation}` }] })
    }
    return Response.json({ data: { products: { items: FAKE_PRODUCTS.map(renderProduct) } } })
  }
  return shop
}
