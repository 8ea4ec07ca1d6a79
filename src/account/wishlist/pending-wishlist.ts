import type { CookieJar } from '../../shop'
import { parseCookies, serializeCookie } from '../../lib/cookies'

/**
 * The product a guest pressed 'Merken' for (issue 26, point 6): a guest has no wishlist (Magento's
 * are the customers'), so the heart leads to the login page and this remembers the product until
 * the sign-in, which then puts it on the wishlist.
 *
 * Kept in a cookie, as the stores' persisted state is (SPEC.md section 9), and not in the login
 * link: a link anyone can forge ('/login?merken=…') would put products on a customer's wishlist
 * that they never chose, while this cookie is only written by the shopper's own press. It lives
 * for the browser session and at most 30 minutes (a sign-in days later should not surprise with
 * an old wish), is SameSite=Lax, holds nothing but a SKU, and is removed once read.
 */
export const PENDING_WISHLIST_COOKIE = 'sf_wishlist_pending'
export const PENDING_WISHLIST_MAX_AGE_SECONDS = 1800

/**
 * A SKU as the cart's rules take it (1 to 64 characters, src/shop/validation.ts), checked here
 * without zod: the heart is in every page's first script.
 */
const asSku = (value: string): string | null => {
  const sku = value.trim()
  return sku.length > 0 && sku.length <= 64 && !/[\u0000-\u001f\u007f]/.test(sku) ? sku : null
}

export const rememberWishlistProduct = (jar: CookieJar, sku: string): void => {
  const checked = asSku(sku)
  if (!checked) return
  jar.write(
    serializeCookie(PENDING_WISHLIST_COOKIE, checked, {
      path: '/',
      maxAgeSeconds: PENDING_WISHLIST_MAX_AGE_SECONDS,
      secure: jar.isSecure(),
      sameSite: 'Lax',
    }),
  )
}

/** The remembered SKU (a forged or damaged value counts as none), removed from the jar. */
export const takeWishlistProduct = (jar: CookieJar): string | null => {
  const value = parseCookies(jar.read()).get(PENDING_WISHLIST_COOKIE)
  if (value === undefined) return null
  jar.write(serializeCookie(PENDING_WISHLIST_COOKIE, '', { path: '/', maxAgeSeconds: 0 }))
  return asSku(value)
}
