import { loadOnce } from '../../lib/load-once'
import type { ShopClientOptions } from './create-shop-client'
import { networkFail, operationName, type ShopClient, type ShopResult } from './shop-result'

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
): ShopClient => {
  let loaded: ShopClient | null = null
  const client = loadOnce(() => load().then((create) => (loaded = create(options))))
  const call = async <T>(
    document: string,
    run: (shop: ShopClient) => Promise<ShopResult<T>>,
  ): Promise<ShopResult<T>> => {
    let shop: ShopClient
    try {
      shop = await client()
    } catch (error) {
      return networkFail(operationName(document), error)
    }
    return run(shop)
  }
  const lazy: ShopClient = {
    query: (document, variables) => call(document, (shop) => shop.query(document, variables)),
    mutate: (document, variables) => call(document, (shop) => shop.mutate(document, variables)),
    // Nothing loaded yet means nothing cached yet.
    resetCache: () => loaded?.resetCache(),
  }
  if (!options.websocketUrl) return lazy
  return {
    ...lazy,
    subscribe(document, variables, onResult) {
      let stop: (() => void) | null = null
      let stopped = false
      void client().then(
        (shop) => {
          if (!stopped) stop = shop.subscribe?.(document, variables, onResult) ?? null
        },
        (error: unknown) => {
          if (!stopped) onResult(networkFail(operationName(document), error))
        },
      )
      return () => {
        stopped = true
        stop?.()
      }
    },
  }
}
