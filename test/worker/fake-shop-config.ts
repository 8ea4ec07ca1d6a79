import { SHOP_BASE } from './fake-shop'

/**
 * A fake of the shop's configuration (`GET <shop base>/configmanager/index`,
 * src/worker/shop/shop-config.ts) installed at `fetch`. Every test has one answering EUR
 * (freshCmsForEachTest, ./helpers.ts), so no page asks the network; a test that wants another
 * answer installs its own on top. `answer` is the JSON body, or a fault: `down` refuses the
 * connection, `slow` never answers (the worker's time-out ends it), `garbage` answers HTML,
 * `server-error` a 503.
 */
export type ShopConfigAnswer =
  Record<string, unknown> | 'down' | 'slow' | 'garbage' | 'server-error'

export interface FakeShopConfig {
  /** The configuration URLs asked for, in order. */
  requests: string[]
  /** The `Store` header of each (null: none). */
  storeViews: (string | null)[]
  answer: ShopConfigAnswer
  /** Requests the worker gave up on (its time-out aborted them). */
  aborted: number
  restore(): void
}

export const DEFAULT_SHOP_CONFIG = {
  currency: 'EUR',
  locale: 'de_DE',
  timezone: 'Europe/Berlin',
  store_code: 'vitalis',
}

const isShopConfig = (url: string) =>
  url.startsWith(SHOP_BASE) && new URL(url).pathname.endsWith('/configmanager/index')

export const installFakeShopConfig = (
  answer: ShopConfigAnswer = DEFAULT_SHOP_CONFIG,
): FakeShopConfig => {
  const wrapped = globalThis.fetch
  const fake: FakeShopConfig = {
    requests: [],
    storeViews: [],
    answer,
    aborted: 0,
    restore: () => {
      globalThis.fetch = wrapped
    },
  }
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!isShopConfig(url)) return wrapped(input, init)
    fake.requests.push(url)
    fake.storeViews.push(
      input instanceof Request
        ? input.headers.get('store')
        : new Headers(init?.headers).get('store'),
    )
    if (fake.answer === 'down') throw new TypeError('fetch failed: connection refused')
    if (fake.answer === 'slow') {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => {
          fake.aborted += 1
          reject(init.signal?.reason)
        })
      })
    }
    if (fake.answer === 'garbage') return new Response('<html>Gateway</html>', { status: 200 })
    if (fake.answer === 'server-error') return new Response('{}', { status: 503 })
    return Response.json(fake.answer)
  }
  return fake
}
