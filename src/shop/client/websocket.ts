import { createClient, type Client as WsClient } from 'graphql-ws'

/**
 * Subscriptions over graphql-transport-ws (SPEC.md sections 7 and 8), only when the site has a
 * websocket endpoint. The retry policy is two pure functions so it can be tested without sockets:
 * close codes 4400, 4401, 4403 and 4500 are fatal, every other close is retried up to 5 times
 * with exponential back-off from 1 s plus random jitter.
 * Protocol: https://github.com/enisdenjo/graphql-ws/blob/master/PROTOCOL.md
 */
export const WS_RETRY_ATTEMPTS = 5
export const WS_RETRY_BASE_MS = 1000
/** Jitter spreads reconnecting browsers apart after a shop restart. */
export const WS_RETRY_JITTER_MS = 1000
export const WS_FATAL_CLOSE_CODES: readonly number[] = [4400, 4401, 4403, 4500]

/** Milliseconds to wait before retry number `retries` (0 for the first retry). */
export const retryDelayMs = (retries: number, random: () => number = Math.random): number =>
  WS_RETRY_BASE_MS * 2 ** retries + Math.floor(random() * WS_RETRY_JITTER_MS)

const closeCode = (value: unknown): number | null =>
  typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number'
    ? value.code
    : null

/**
 * Whether to reconnect after a failed connection. Only close events are retried (graphql-ws'
 * own default); a thrown error is a bug, not a flaky network.
 */
export const shouldRetryConnection = (errOrCloseEvent: unknown): boolean => {
  const code = closeCode(errOrCloseEvent)
  return code !== null && !WS_FATAL_CLOSE_CODES.includes(code)
}

export interface SubscriptionClientOptions {
  url: string
  getToken: () => string | null | undefined
  /** A WebSocket constructor where the global one is missing (Node tests). */
  webSocketImpl?: unknown
  wait?: (ms: number) => Promise<void>
}

export const createSubscriptionClient = (options: SubscriptionClientOptions): WsClient => {
  const wait =
    options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  return createClient({
    url: options.url,
    retryAttempts: WS_RETRY_ATTEMPTS,
    retryWait: (retries) => wait(retryDelayMs(retries)),
    shouldRetry: shouldRetryConnection,
    // Read when each connection opens, so a login or logout takes effect on reconnect.
    connectionParams: () => {
      const token = options.getToken()
      return token ? { Authorization: `Bearer ${token}` } : {}
    },
    ...(options.webSocketImpl === undefined ? {} : { webSocketImpl: options.webSocketImpl }),
  })
}
