import { lazyStandIn, type LazyStandIn } from '../../lib/lazy-stand-in'
import type { ShopClientOptions } from './create-shop-client'
import { networkFail, operationName, type ShopClient } from './shop-result'

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
): ShopClient => lazyShopClient(options, load).standIn

/**
 * The same, with its load as well (`ready`): code that loads in a chunk of its own (the cart
 * actions) takes the real client from it, so its calls pass no second stand-in.
 */
export const lazyShopClient = (
  options: ShopClientOptions,
  load: () => Promise<CreateShopClient> = loadShopClient,
): LazyStandIn<ShopClient> =>
  lazyStandIn<ShopClient>({
    load: () => load().then((create) => create(options)),
    // query and mutate: the document is the first argument.
    onLoadError: (_method, [document], error) =>
      networkFail(operationName(String(document)), error),
    eager: ({ loaded, ready }) => ({
      // Nothing loaded yet means nothing cached yet.
      resetCache: () => loaded()?.resetCache(),
      // Without a websocket endpoint there are no subscriptions (SPEC.md section 7).
      subscribe: options.websocketUrl
        ? (document, variables, onResult) => {
            let stop: (() => void) | null = null
            let stopped = false
            void ready().then(
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
          }
        : undefined,
    }),
  })
