import { readAuthToken } from '../../account'
import type { PublicSite } from '../../brands/sites'
import { checkoutAction, checkoutFields, checkoutUrl } from '../../shop'

export interface CheckoutHrefOptions {
  shopBaseUrl: string
  brand: string
  cartId: string | null
  express: boolean
  /** Site paths (locale prefix included) of the success page and of the cart. */
  successPath: string
  cartPath: string
}

/** What the handover needs of the browser; read in effects and handlers only. */
export interface CheckoutBrowser {
  cookie: string
  origin: string
}

/**
 * The storefront's addresses on its own origin, which only the browser knows: `returnUrl`, the
 * success page the shop sends the shopper to after the purchase, and `cartUrl`, the cart the
 * checkout page links back to.
 */
const storefrontFields = (
  { successPath, cartPath }: CheckoutHrefOptions,
  origin: string,
): [string, string][] => [
  ['returnUrl', new URL(successPath, origin).href],
  ['cartUrl', new URL(cartPath, origin).href],
]

/**
 * The checkout link as the page shows it (SPEC.md section 7: /cartmerge with the cartId when
 * present, paypalExpress=1 for express): what a guest follows, middle-click and long-press
 * included. Never the customer's token: a link can be copied, and its address ends up in the
 * history and the shop host's access log. In the browser it carries the storefront's addresses
 * too; without one (server render, hydration) it has none.
 */
export const checkoutHref = (
  options: CheckoutHrefOptions,
  browser: Pick<CheckoutBrowser, 'origin'> | null,
): string => {
  const { shopBaseUrl, cartId, express } = options
  const url = checkoutUrl(shopBaseUrl, { cartId, express })
  if (!browser) return url
  const storefront = new URLSearchParams(storefrontFields(options, browser.origin)).toString()
  return `${url}${url.includes('?') ? '&' : '?'}${storefront}`
}

/** A form the click submits to the shop host: its method, its action and its fields in order. */
export interface CheckoutHandover {
  method: 'get' | 'post'
  action: string
  fields: [string, string][]
}

/**
 * The handover of a signed-in customer, built at the click from the token cookie: a POST with
 * the token in its body where the site's shop host takes it so (`shop.checkoutHandover`), else a
 * GET with it in the query, as SPEC.md section 7 names it. Null without a token: the link
 * (checkoutHref) is the whole handover then.
 */
export const checkoutHandover = (
  options: CheckoutHrefOptions & { handover: PublicSite['shop']['checkoutHandover'] },
  browser: CheckoutBrowser,
): CheckoutHandover | null => {
  const token = readAuthToken(browser.cookie, options.brand)
  if (!token) return null
  const { shopBaseUrl, cartId, express } = options
  return {
    method: options.handover === 'post' ? 'post' : 'get',
    action: checkoutAction(shopBaseUrl),
    fields: [
      ...checkoutFields({ token, cartId, express }),
      ...storefrontFields(options, browser.origin),
    ],
  }
}

/** What checkoutHref and checkoutHandover need of the browser; call in effects and handlers only. */
export const currentBrowser = (): CheckoutBrowser => ({
  cookie: document.cookie,
  origin: window.location.origin,
})
