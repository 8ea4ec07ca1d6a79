// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { cartCookie, CUSTOMER_TOKEN } from '../../shop/testing/cart-harness'
import { createCommerce, withCommerce } from '../testing/commerce'
import { cleanupHydrated, withStorefront } from '../testing/harness'
import { checkoutHref } from './checkout-href'
import { CheckoutLinks } from './CheckoutLinks'
import { click, mountCart } from '../testing/cart'

const SHOP = 'https://shop.vitalis.de'
const options = {
  shopBaseUrl: SHOP,
  brand: 'vitalis',
  cartId: 'cart-a',
  express: false,
  successPath: '/en/order-complete',
  cartPath: '/en/cart',
}
const storefrontUrls =
  '&returnUrl=https%3A%2F%2Fwww.vitalis.de%2Fen%2Forder-complete' +
  '&cartUrl=https%3A%2F%2Fwww.vitalis.de%2Fen%2Fcart'
const browser = (cookie = '') => ({ cookie, origin: 'https://www.vitalis.de' })

describe('checkoutHref', () => {
  it('hands over the cart id and nothing else without a browser (server render)', () => {
    expect(checkoutHref(options, null)).toBe(`${SHOP}/cartmerge?cartId=cart-a`)
    expect(checkoutHref({ ...options, cartId: null }, null)).toBe(`${SHOP}/cartmerge`)
  })

  it('adds the customer token from the cookie, the success page and the cart in the browser', () => {
    expect(checkoutHref(options, browser(`other=1; vitalis_shop_token=${CUSTOMER_TOKEN}`))).toBe(
      `${SHOP}/cartmerge?token=${CUSTOMER_TOKEN}&cartId=cart-a${storefrontUrls}`,
    )
  })

  it('leaves out token and cart id when absent, and marks PayPal Express', () => {
    expect(checkoutHref({ ...options, cartId: null, express: true }, browser())).toBe(
      `${SHOP}/cartmerge?paypalExpress=1${storefrontUrls}`,
    )
  })

  it('ignores the token of another brand and a malformed one', () => {
    expect(checkoutHref(options, browser(`litozin_shop_token=${CUSTOMER_TOKEN}`))).not.toContain(
      'token=',
    )
    expect(checkoutHref(options, browser('vitalis_shop_token=<script>'))).not.toContain('token=')
  })
})

describe('CheckoutLinks', () => {
  afterEach(() => {
    cleanupHydrated()
    document.cookie = 'vitalis_shop_token=; max-age=0'
  })

  const links = (container: HTMLElement) => [
    ...container.querySelectorAll<HTMLAnchorElement>('.ce-cart-checkout a'),
  ]

  it('renders plain links with the cart id only on the server', () => {
    // The server renders a store's initial state: the cart cookie of the request.
    const commerce = createCommerce({ cookies: cartCookie({ id: 'cart-a', itemsCount: 1 }) })
    const html = renderToString(withStorefront(withCommerce(<CheckoutLinks />, commerce)))
    expect(html).toContain(`href="${SHOP}/cartmerge?cartId=cart-a"`)
    expect(html).toContain(`href="${SHOP}/cartmerge?cartId=cart-a&amp;paypalExpress=1"`)
    expect(html).not.toContain('returnUrl')
  })

  it('adds token and return URL after hydration, for checkout and PayPal Express', async () => {
    document.cookie = `vitalis_shop_token=${CUSTOMER_TOKEN}`
    const { container } = await mountCart()
    const origin = window.location.origin
    const urls = new URLSearchParams({
      returnUrl: `${origin}/bestellung-abgeschlossen`,
      cartUrl: `${origin}/warenkorb`,
    }).toString()
    const [checkout, express] = links(container)
    expect(checkout?.textContent).toBe('Zur Kasse')
    expect(checkout?.getAttribute('href')).toBe(
      `${SHOP}/cartmerge?token=${CUSTOMER_TOKEN}&cartId=cart-a&${urls}`,
    )
    expect(express?.textContent).toBe('PayPal Express')
    expect(express?.getAttribute('href')).toBe(
      `${SHOP}/cartmerge?token=${CUSTOMER_TOKEN}&cartId=cart-a&paypalExpress=1&${urls}`,
    )
  })

  it('reads the token again when clicked, e.g. after a login in another tab', async () => {
    const { container } = await mountCart()
    const [checkout] = links(container)
    expect(checkout?.getAttribute('href')).not.toContain('token=')
    document.cookie = `vitalis_shop_token=${CUSTOMER_TOKEN}`
    // happy-dom does not navigate; the click handler has updated the link by then.
    await click(checkout)
    expect(checkout?.getAttribute('href')).toContain(`token=${CUSTOMER_TOKEN}&cartId=cart-a`)
  })
})
