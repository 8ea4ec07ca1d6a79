import type { ChosenProduct, CookieJar } from '../../shop'
import { parseCookies, serializeCookie } from '../../lib/cookies'

/**
 * The product a guest pressed 'Merken' for: a guest has no wishlist (Magento's
 * are the customers'), so the heart leads to the login page and this remembers the product until
 * the sign-in, which then puts it on the wishlist.
 *
 * Kept in a cookie, as the stores' persisted state is (SPEC.md section 9), and not in the login
 * link: a link anyone can forge ('/login?merken=…') would put products on a customer's wishlist
 * that they never chose, while this cookie is only written by the shopper's own press. It lives
 * for the browser session and at most 30 minutes (a sign-in days later should not surprise with
 * an old wish), is SameSite=Lax, holds nothing but the product's SKU (of a family's size, the
 * family's SKU and the size's option too), and is removed once read.
 */
export const PENDING_WISHLIST_COOKIE = 'sf_wishlist_pending'
export const PENDING_WISHLIST_MAX_AGE_SECONDS = 1800

/**
 * A SKU as the cart's rules take it (1 to 64 characters, src/shop/validation.ts), checked here
 * without zod: the heart is in every page's first script.
 */
const asSku = (value: unknown): string | null => {
  if (typeof value !== 'string') return null
  const sku = value.trim()
  return sku.length > 0 && sku.length <= 64 && !/[\u0000-\u001f\u007f]/.test(sku) ? sku : null
}

/** A Magento option value uid: base64 (of e.g. 'configurable/215/5001'). */
const asOptionUid = (value: unknown): string | null =>
  typeof value === 'string' && /^[A-Za-z0-9+/]{1,120}={0,2}$/.test(value) ? value : null

/**
 * The cookie's value: a JSON array, `[sku]` for a product sold alone and `[sku, family's sku,
 * option uid]` for a family's size, the size the shopper had chosen.
 */
const encode = (product: ChosenProduct): string =>
  JSON.stringify(
    product.configured
      ? [product.sku, product.configured.parentSku, product.configured.optionUid]
      : [product.sku],
  )

const decode = (value: string): ChosenProduct | null => {
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return null
  }
  if (!Array.isArray(parsed)) return null
  const [sku, parentSku, optionUid] = parsed.map((part, index) =>
    index === 2 ? asOptionUid(part) : asSku(part),
  )
  if (!sku) return null
  if (parsed.length === 1) return { sku }
  return parsed.length === 3 && parentSku && optionUid
    ? { sku, configured: { parentSku, optionUid } }
    : null
}

export const rememberWishlistProduct = (jar: CookieJar, product: ChosenProduct): void => {
  const checked = decode(encode(product))
  if (!checked) return
  jar.write(
    serializeCookie(PENDING_WISHLIST_COOKIE, encode(checked), {
      path: '/',
      maxAgeSeconds: PENDING_WISHLIST_MAX_AGE_SECONDS,
      secure: jar.isSecure(),
      sameSite: 'Lax',
    }),
  )
}

/** The remembered product (a forged or damaged value counts as none), removed from the jar. */
export const takeWishlistProduct = (jar: CookieJar): ChosenProduct | null => {
  const value = parseCookies(jar.read()).get(PENDING_WISHLIST_COOKIE)
  if (value === undefined) return null
  jar.write(serializeCookie(PENDING_WISHLIST_COOKIE, '', { path: '/', maxAgeSeconds: 0 }))
  return decode(value)
}
