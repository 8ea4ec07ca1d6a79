import { checkoutUrl, readAuthToken } from '../../cart'

export interface CheckoutHrefOptions {
  shopBaseUrl: string
  brand: string
  cartId: string | null
  express: boolean
}

/**
 * The handover link to the shop host (SPEC.md section 7: /cartmerge with token and cartId when
 * present, paypalExpress=1 for express). The browser adds what only it knows: the customer token
 * from its cookie and `returnUrl`, the storefront origin the shop sends the shopper back to.
 * Without a browser (server render, hydration) neither is added.
 */
export const checkoutHref = (
  { shopBaseUrl, brand, cartId, express }: CheckoutHrefOptions,
  browser: { cookie: string; origin: string } | null,
): string => {
  const token = browser ? readAuthToken(browser.cookie, brand) : null
  const url = checkoutUrl(shopBaseUrl, { token, cartId, express })
  if (!browser) return url
  const returnUrl = new URLSearchParams({ returnUrl: browser.origin }).toString()
  return `${url}${url.includes('?') ? '&' : '?'}${returnUrl}`
}

/** What checkoutHref needs of the browser; call in effects and handlers only. */
export const currentBrowser = () => ({ cookie: document.cookie, origin: window.location.origin })
