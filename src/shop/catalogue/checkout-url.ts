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

/** The shop host's /cartmerge, where every handover goes (as a link's address or a form's action). */
export const checkoutAction = (shopBaseUrl: string): string =>
  `${shopBaseUrl.replace(/\/+$/, '')}/cartmerge`

/** The handover's fields in the order the shop host reads them: token, cartId, paypalExpress. */
export const checkoutFields = ({
  token,
  cartId,
  express = false,
}: CheckoutUrlOptions): [string, string][] => {
  const fields: [string, string][] = []
  if (token) fields.push(['token', token])
  if (cartId) fields.push(['cartId', cartId])
  if (express) fields.push(['paypalExpress', '1'])
  return fields
}

export const checkoutUrl = (shopBaseUrl: string, options: CheckoutUrlOptions): string => {
  const search = new URLSearchParams(checkoutFields(options)).toString()
  return `${checkoutAction(shopBaseUrl)}${search ? `?${search}` : ''}`
}
