import { readAuthToken } from '../../account'
import { checkoutUrl } from '../../shop'

export interface CheckoutHrefOptions {
  shopBaseUrl: string
  brand: string
  cartId: string | null
  express: boolean
  /** Site paths (locale prefix included) of the success page and of the cart. */
  successPath: string
  cartPath: string
}

/**
 * The handover link to the shop host (SPEC.md section 7: /cartmerge with token and cartId when
 * present, paypalExpress=1 for express). The browser adds what only it knows: the customer token
 * from its cookie and the storefront's addresses on its own origin: `returnUrl`, the success page
 * the shop sends the shopper to after the purchase, and `cartUrl`, the cart the checkout page
 * links back to. Without a browser (server render, hydration) none is added.
 */
export const checkoutHref = (
  { shopBaseUrl, brand, cartId, express, successPath, cartPath }: CheckoutHrefOptions,
  browser: { cookie: string; origin: string } | null,
): string => {
  const token = browser ? readAuthToken(browser.cookie, brand) : null
  const url = checkoutUrl(shopBaseUrl, { token, cartId, express })
  if (!browser) return url
  const storefront = new URLSearchParams({
    returnUrl: new URL(successPath, browser.origin).href,
    cartUrl: new URL(cartPath, browser.origin).href,
  }).toString()
  return `${url}${url.includes('?') ? '&' : '?'}${storefront}`
}

/** What checkoutHref needs of the browser; call in effects and handlers only. */
export const currentBrowser = () => ({ cookie: document.cookie, origin: window.location.origin })
