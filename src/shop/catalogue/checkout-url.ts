/**
 * The checkout handover (SPEC.md section 7): the browser goes to the shop host's /cartmerge,
 * which takes over the cart (and the customer, by token) and runs Magento's checkout.
 */
export interface CheckoutUrlOptions {
  token?: string | null | undefined
  cartId?: string | null | undefined
  /** PayPal Express: the shop skips its own checkout steps. */
  express?: boolean | undefined
}

export const checkoutUrl = (
  shopBaseUrl: string,
  { token, cartId, express = false }: CheckoutUrlOptions,
): string => {
  const query = new URLSearchParams()
  if (token) query.set('token', token)
  if (cartId) query.set('cartId', cartId)
  if (express) query.set('paypalExpress', '1')
  const search = query.toString()
  return `${shopBaseUrl.replace(/\/+$/, '')}/cartmerge${search ? `?${search}` : ''}`
}
