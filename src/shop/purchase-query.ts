/**
 * Whether a page load is a checkout return (SPEC.md section 2 'Checkout-return route'): apart
 * from ./purchase-payload.ts, whose decoder every page would otherwise download, so that a page
 * loads that code only when its address carries a purchase.
 */

/**
 * Whether a page load is the shop host's hand-back after a checkout: ref=checkout on the site's
 * success page (its `pageLinks.success`, in the page's locale). Anywhere else the parameter means
 * nothing: a link to `/produkte?ref=checkout` must not empty a shopper's cart (issue 39).
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
