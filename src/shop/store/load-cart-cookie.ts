import { parseCookies } from '../../lib/cookies'
import { CART_COOKIE_NAME, type PersistedCart } from './persisted-cart'

/**
 * The persisted cart of a Cookie header, checked, for the browser: the parser (./cart-cookie.ts,
 * zod) is loaded only when the cookie is there, so a first visit never downloads it, and the
 * worker preloads it for a request that carries the cookie. Null when absent or invalid.
 */
export const loadCartCookie = async (
  cookieHeader: string | null | undefined,
  name: string = CART_COOKIE_NAME,
): Promise<PersistedCart | null> => {
  if (!parseCookies(cookieHeader).has(name)) return null
  const { readCartCookie } = await import('./cart-cookie')
  return readCartCookie(cookieHeader, name)
}
