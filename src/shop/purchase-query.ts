/**
 * Whether a page load is a checkout return (SPEC.md section 2 'Checkout-return route'): small, so
 * that every page can ask, and apart from ./purchase-return.client.ts, which a page loads only
 * when its address carries a purchase.
 */

/**
 * Whether a page load is the shop host's hand-back after a checkout: ref=checkout on the site's
 * success page (its `pageLinks.success`, in the page's locale). Anywhere else the parameter means
 * nothing: a link to `/produkte?ref=checkout` must not empty a shopper's cart.
 */
export const isCheckoutReturn = (
  location: { pathname: string; search: string },
  successPath: string,
): boolean =>
  location.pathname === successPath &&
  new URLSearchParams(location.search).get('ref') === 'checkout'

/** The payload's text of a checkout return, or null when the query is no purchase return. */
export const purchasePayloadOf = (search: string): string | null => {
  const query = new URLSearchParams(search)
  const payload = query.get('payload')
  if (query.get('ref') !== 'checkout' || query.get('event') !== 'purchase' || !payload) return null
  return payload
}

/**
 * A purchase return as the shop host signs it: the payload and its `signature` (URL-safe base64
 * of the HMAC-SHA-256 of the payload's text under the secret the shop and the worker share); null
 * when the query is no purchase return, a null signature when it carries none.
 */
export interface PurchaseReturn {
  payload: string
  signature: string | null
}

export const purchaseReturnOf = (search: string): PurchaseReturn | null => {
  const payload = purchasePayloadOf(search)
  if (payload === null) return null
  return { payload, signature: new URLSearchParams(search).get('signature') || null }
}
