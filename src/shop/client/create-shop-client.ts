import { Client, fetchExchange, subscriptionExchange, type Exchange } from '@urql/core'
import type { Client as WsClient } from 'graphql-ws'
import {
  networkFail,
  operationName,
  type ShopCallOptions,
  type ShopClient,
  type ShopResult,
} from './shop-result'
import { toShopResult } from './to-shop-result'
import { createSubscriptionClient } from './websocket'

/**
 * The shop's GraphQL client (SPEC.md section 7): POST with JSON, GET for queries that fit in a
 * URL (Magento serves cacheable GET queries: https://developer.adobe.com/commerce/webapi/graphql/usage/caching/),
 * same-origin credentials, the customer token as a bearer header only when one exists, no
 * client cache (every call goes to the network, so a cart is never stale or merged in a cache).
 * Errors come back as values (ShopResult), never thrown.
 */
export interface ShopClientOptions {
  url: string
  /** Defaults to the global fetch, looked up at call time (not at import). */
  fetch?: typeof fetch | undefined
  getToken: () => string | null | undefined
  /**
   * The Magento store view of the shopper's locale, sent as the `Store` header with every
   * request (Magento's GraphQL "Request headers"), so names, texts and url keys answer in its
   * language. Read per request: a client navigation may change the locale.
   */
  getStoreView?: (() => string | null | undefined) | undefined
  /** Subscriptions exist only when this is set (SPEC.md section 7). */
  websocketUrl?: string | null | undefined
  webSocketImpl?: unknown
  /**
   * 'same-origin' by default. The worker may pass null: workerd's fetch has no cookie jar and
   * older compatibility dates reject the field.
   */
  credentials?: RequestCredentials | null | undefined
}

export const createShopClient = (options: ShopClientOptions): ShopClient => {
  const credentials = options.credentials === undefined ? 'same-origin' : options.credentials
  // The socket client is made on the first subscription: creating a shop client (also on the
  // server, where there may be no WebSocket) has no side effects.
  let ws: WsClient | null = null
  const socket = (url: string): WsClient =>
    (ws ??= createSubscriptionClient({
      url,
      getToken: options.getToken,
      ...(options.webSocketImpl === undefined ? {} : { webSocketImpl: options.webSocketImpl }),
    }))

  /**
   * A urql client whose requests name `storeView()`. One per store view: urql answers two calls
   * of the same document and variables in flight with one request, which must never give one
   * view's answer (another language's reviews) to a call for another.
   */
  const build = (storeView: () => string | null | undefined, withSockets: boolean): Client => {
    const exchanges: Exchange[] = [fetchExchange]
    const websocketUrl = withSockets ? options.websocketUrl : null
    if (websocketUrl) {
      exchanges.push(
        subscriptionExchange({
          forwardSubscription: (request) => ({
            subscribe: (sink) => ({
              // urql's observer and graphql-ws' sink have the same methods, typed apart.
              unsubscribe: socket(websocketUrl).subscribe(
                { ...request, query: request.query ?? '' },
                sink as unknown as Parameters<WsClient['subscribe']>[1],
              ),
            }),
          }),
        }),
      )
    }
    return new Client({
      url: options.url,
      exchanges,
      preferGetMethod: 'within-url-limit',
      requestPolicy: 'network-only',
      fetchOptions: () => {
        const token = options.getToken()
        const view = storeView()
        return {
          ...(credentials ? { credentials } : {}),
          headers: {
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
            ...(view ? { Store: view } : {}),
          },
        }
      },
    })
  }

  // The page's store view, read per request: a client navigation may change the locale.
  let client = build(() => options.getStoreView?.(), true)
  // Another store view asked for by a call (ShopCallOptions), made on its first call.
  let otherViews = new Map<string, Client>()
  const clientFor = ({ storeView }: ShopCallOptions): Client => {
    if (!storeView) return client
    let other = otherViews.get(storeView)
    if (!other) otherViews.set(storeView, (other = build(() => storeView, false)))
    return other
  }

  const run = async <T>(
    kind: 'query' | 'mutation',
    document: string,
    variables: Record<string, unknown>,
    callOptions: ShopCallOptions = {},
  ): Promise<ShopResult<T>> => {
    const operation = operationName(document)
    // urql keeps the HTTP status only on failures; a per-call fetch records it for every answer.
    let status: number | null = null
    const recordingFetch: typeof fetch = async (input, init) => {
      const response = await (options.fetch ?? globalThis.fetch)(input, init)
      status = response.status
      return response
    }
    try {
      const context = { fetch: recordingFetch }
      const urql = clientFor(callOptions)
      const source =
        kind === 'query'
          ? urql.query(document, variables, context)
          : urql.mutation(document, variables, context)
      return toShopResult<T>(await source.toPromise(), operation, status)
    } catch (error) {
      return networkFail(operation, error)
    }
  }

  const shopClient: ShopClient = {
    query: (document, variables = {}, callOptions = {}) =>
      run('query', document, variables, callOptions),
    mutate: (document, variables = {}) => run('mutation', document, variables),
    resetCache() {
      // A new socket on next use, so its connection params carry the new (or no) token.
      void ws?.dispose()
      ws = null
      client = build(() => options.getStoreView?.(), true)
      otherViews = new Map()
    },
  }
  if (!options.websocketUrl) return shopClient
  return {
    ...shopClient,
    subscribe(document, variables, onResult) {
      const operation = operationName(document)
      const { unsubscribe } = client
        .subscription(document, variables)
        .subscribe((result) => onResult(toShopResult(result, operation, null)))
      return unsubscribe
    },
  }
}
