import type { CartSession, CookieJar } from '../../shop'
import { createAuthToken } from './auth-token'
import { createSessionStore, type SessionStore } from './session-store'

/**
 * The customer's session (SPEC.md sections 4 and 6): the token cookie, what the page shows of
 * it, and its end. One per page load in the browser and per request in the worker.
 *
 * A token that ended on this page is never handed out again, even while a cookie still holds it
 * (one the browser would not delete, e.g. written by the shop host with other attributes): after
 * an expired session no shop call carries the old token.
 */
export interface CustomerSession extends CartSession {
  store: SessionStore
  /** Stores a new token (sign-in) and drops the client's state; false when it is not a token. */
  begin(token: string): boolean
  /** Removes the token (sign-out); the client cache is reset unless the caller skips it. */
  end(options?: { skipCacheReset?: boolean }): void
}

export interface CustomerSessionOptions {
  brand: string
  shopBaseUrl: string
  jar: CookieJar
  /** Drops what the shop client holds for the current user (ShopClient.resetCache). */
  resetClient: () => void
}

export const createCustomerSession = ({
  brand,
  shopBaseUrl,
  jar,
  resetClient,
}: CustomerSessionOptions): CustomerSession => {
  const cookie = createAuthToken({ brand, shopBaseUrl, jar })
  const ended = new Set<string>()
  const token = () => {
    const held = cookie.get()
    return held && !ended.has(held) ? held : null
  }
  const store = createSessionStore(token() !== null)
  const end = ({ skipCacheReset = false } = {}) => {
    const held = cookie.get()
    if (held) ended.add(held)
    cookie.remove()
    if (!skipCacheReset) resetClient()
    store.setState({ signedIn: false })
  }
  return {
    store,
    token,
    begin: (next) => {
      if (!cookie.set(next)) return false
      // The shop may hand out a token it issued before (a sign-in after a sign-out).
      ended.delete(next)
      resetClient()
      store.setState({ signedIn: true })
      return true
    },
    end,
    // The shop refused the token: its state in the client is as stale as the token.
    expire: () => end(),
  }
}
