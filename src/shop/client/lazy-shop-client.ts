import { loadOnce } from '../../lib/load-once'
import type { ShopClientOptions } from './create-shop-client'
import {
  networkFail,
  operationName,
  type ShopCallOptions,
  type ShopClient,
  type ShopResult,
  type ShopVariables,
} from './shop-result'

type CreateShopClient = (options: ShopClientOptions) => ShopClient

const loadShopClient = (): Promise<CreateShopClient> =>
  import('./create-shop-client').then((module) => module.createShopClient)

/**
 * The shop client behind a dynamic import: @urql/core, its GraphQL parser and graphql-ws are a
 * third of the storefront's JavaScript, and a shopper reading content pages without a cart never
 * calls the shop. They load with the first call. A failed load (offline, a removed chunk after a
 * deploy) is a network error like any other, as a value, and the next call tries again.
 */
export const createLazyShopClient = (
  options: ShopClientOptions,
  load: () => Promise<CreateShopClient> = loadShopClient,
): ShopClient => lazyShopClient(options, load).client

export interface LazyShopClient {
  client: ShopClient
  /** The real client, loaded once for every caller (started by the first). */
  ready: () => Promise<ShopClient>
}

/**
 * The same, with its load as well (`ready`): code that loads in a chunk of its own (the cart
 * actions) takes the real client from it, so its calls pass through no second boundary. Each
 * method is written out, naming the real client's method it calls.
 */
export const lazyShopClient = (
  options: ShopClientOptions,
  load: () => Promise<CreateShopClient> = loadShopClient,
): LazyShopClient => {
  let loaded: ShopClient | null = null
  const ready = loadOnce(() => load().then((create) => (loaded = create(options))))
  // The answer of a call whose client did not load: the document names the operation.
  const notLoaded =
    (document: string) =>
    (error: unknown): ShopResult<never> =>
      networkFail(operationName(document), error)
  const client: ShopClient = {
    query: <T>(document: string, variables?: ShopVariables, callOptions?: ShopCallOptions) =>
      ready().then((shop) => shop.query<T>(document, variables, callOptions), notLoaded(document)),
    mutate: <T>(document: string, variables?: ShopVariables) =>
      ready().then((shop) => shop.mutate<T>(document, variables), notLoaded(document)),
    // Nothing loaded yet means nothing cached yet.
    resetCache: () => loaded?.resetCache(),
  }
  // Without a websocket endpoint there are no subscriptions (SPEC.md section 7).
  if (options.websocketUrl)
    client.subscribe = (document, variables, onResult) => {
      let stop: (() => void) | null = null
      let stopped = false
      void ready().then(
        (shop) => {
          if (!stopped) stop = shop.subscribe?.(document, variables, onResult) ?? null
        },
        (error: unknown) => {
          if (!stopped) onResult(notLoaded(document)(error))
        },
      )
      return () => {
        stopped = true
        stop?.()
      }
    }
  return { client, ready }
}
