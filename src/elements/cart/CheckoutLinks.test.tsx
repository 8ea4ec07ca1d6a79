// @vitest-environment happy-dom
import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PublicSite } from '../../brands/sites'
import { cartCookie, CUSTOMER_TOKEN } from '../../shop/testing'
import { createCommerce, TEST_PUBLIC_SITE, withCommerce } from '../testing/commerce'
import { cleanupHydrated, renderAndHydrate, withStorefront } from '../testing/harness'
import { checkoutHandover, checkoutHref } from './checkout-href'
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
const storefrontFields = [
  ['returnUrl', 'https://www.vitalis.de/en/order-complete'],
  ['cartUrl', 'https://www.vitalis.de/en/cart'],
]
const browser = (cookie = '') => ({ cookie, origin: 'https://www.vitalis.de' })
const signedIn = browser(`other=1; vitalis_shop_token=${CUSTOMER_TOKEN}`)

describe('checkoutHref', () => {
  it('hands over the cart id and nothing else without a browser (server render)', () => {
    expect(checkoutHref(options, null)).toBe(`${SHOP}/cartmerge?cartId=cart-a`)
    expect(checkoutHref({ ...options, cartId: null }, null)).toBe(`${SHOP}/cartmerge`)
  })

  it('adds the success page and the cart in the browser, and never the token', () => {
    expect(checkoutHref(options, signedIn)).toBe(`${SHOP}/cartmerge?cartId=cart-a${storefrontUrls}`)
  })

  it('leaves out the cart id when absent, and marks PayPal Express', () => {
    expect(checkoutHref({ ...options, cartId: null, express: true }, browser())).toBe(
      `${SHOP}/cartmerge?paypalExpress=1${storefrontUrls}`,
    )
  })
})

describe('checkoutHandover', () => {
  it("posts the customer's token in the body where the shop host takes it so", () => {
    expect(checkoutHandover({ ...options, handover: 'post' }, signedIn)).toEqual({
      method: 'post',
      action: `${SHOP}/cartmerge`,
      fields: [['token', CUSTOMER_TOKEN], ['cartId', 'cart-a'], ...storefrontFields],
    })
  })

  it('sends it in the query where the shop host reads only that, PayPal Express marked', () => {
    expect(checkoutHandover({ ...options, express: true, handover: 'query' }, signedIn)).toEqual({
      method: 'get',
      action: `${SHOP}/cartmerge`,
      fields: [
        ['token', CUSTOMER_TOKEN],
        ['cartId', 'cart-a'],
        ['paypalExpress', '1'],
        ...storefrontFields,
      ],
    })
  })

  it("is none for a guest, another brand's token and a malformed one: the link suffices", () => {
    for (const cookie of [
      '',
      `litozin_shop_token=${CUSTOMER_TOKEN}`,
      'vitalis_shop_token=<script>',
    ]) {
      expect(checkoutHandover({ ...options, handover: 'post' }, browser(cookie)), cookie).toBeNull()
    }
  })
})

describe('CheckoutLinks', () => {
  const submitted: HTMLFormElement[] = []
  afterEach(() => {
    cleanupHydrated()
    vi.restoreAllMocks()
    submitted.splice(0)
    document.cookie = 'vitalis_shop_token=; max-age=0'
  })
  /** Records what a click submits instead of leaving the page (happy-dom would fetch it). */
  const watchSubmissions = () =>
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      // The form is gone again once the click is over: its state as it was sent.
      submitted.push(this.cloneNode(true) as HTMLFormElement)
    })
  const fieldsOf = (form: HTMLFormElement | undefined) =>
    [...(form?.querySelectorAll('input') ?? [])].map((input) => [input.name, input.value])

  const links = (container: HTMLElement) => [
    ...container.querySelectorAll<HTMLAnchorElement>('.ce-cart-checkout a'),
  ]

  const mountLinks = async (handover: PublicSite['shop']['checkoutHandover']) => {
    const site = {
      ...TEST_PUBLIC_SITE,
      shop: { ...TEST_PUBLIC_SITE.shop, checkoutHandover: handover },
    }
    const commerce = createCommerce({ cookies: cartCookie({ id: 'cart-a', itemsCount: 1 }), site })
    const result = await renderAndHydrate(withStorefront(withCommerce(<CheckoutLinks />, commerce)))
    expect(result.mismatches).toEqual([])
    return result
  }

  it('renders plain links with the cart id only on the server', () => {
    // The server renders a store's initial state: the cart cookie of the request.
    const commerce = createCommerce({ cookies: cartCookie({ id: 'cart-a', itemsCount: 1 }) })
    const html = renderToString(withStorefront(withCommerce(<CheckoutLinks />, commerce)))
    expect(html).toContain(`href="${SHOP}/cartmerge?cartId=cart-a"`)
    expect(html).toContain(`href="${SHOP}/cartmerge?cartId=cart-a&amp;paypalExpress=1"`)
    expect(html).not.toContain('returnUrl')
  })

  it("adds the return URL after hydration, and never a signed-in customer's token", async () => {
    document.cookie = `vitalis_shop_token=${CUSTOMER_TOKEN}`
    const { container } = await mountCart()
    const origin = window.location.origin
    const urls = new URLSearchParams({
      returnUrl: `${origin}/bestellung-abgeschlossen`,
      cartUrl: `${origin}/warenkorb`,
    }).toString()
    const [checkout, express] = links(container)
    expect(checkout?.textContent).toBe('Zur Kasse')
    expect(checkout?.getAttribute('href')).toBe(`${SHOP}/cartmerge?cartId=cart-a&${urls}`)
    expect(express?.textContent).toBe('PayPal Express')
    expect(express?.getAttribute('href')).toBe(
      `${SHOP}/cartmerge?cartId=cart-a&paypalExpress=1&${urls}`,
    )
    // Not in any attribute of the rendered cart, nor anywhere else in the document.
    expect(container.innerHTML).not.toContain(CUSTOMER_TOKEN)
    expect(document.documentElement.outerHTML).not.toContain(CUSTOMER_TOKEN)
  })

  it("hands the token over in a POST body at the click, where the site's shop takes it so", async () => {
    watchSubmissions()
    const { container } = await mountLinks('post')
    // Signed in in another tab after the page loaded: the click reads the cookie.
    document.cookie = `vitalis_shop_token=${CUSTOMER_TOKEN}`
    const [checkout] = links(container)
    await click(checkout)
    expect(submitted).toHaveLength(1)
    const [form] = submitted
    expect(form?.getAttribute('method')).toBe('post')
    expect(form?.getAttribute('action')).toBe(`${SHOP}/cartmerge`)
    expect(form?.getAttribute('rel')).toBe('noreferrer')
    expect(form?.getAttribute('target')).toBeNull()
    expect(fieldsOf(form)).toEqual([
      ['token', CUSTOMER_TOKEN],
      ['cartId', 'cart-a'],
      ['returnUrl', `${window.location.origin}/bestellung-abgeschlossen`],
      ['cartUrl', `${window.location.origin}/warenkorb`],
    ])
    // The form was made for this submission and is gone; the link never held the token.
    expect(document.querySelector('form')).toBeNull()
    expect(document.documentElement.outerHTML).not.toContain(CUSTOMER_TOKEN)
  })

  it('sends it in the query of a GET where the shop reads only that, in a new tab on Ctrl', async () => {
    watchSubmissions()
    const { container } = await mountLinks('query')
    document.cookie = `vitalis_shop_token=${CUSTOMER_TOKEN}`
    const [, express] = links(container)
    await act(async () => {
      express?.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
      )
    })
    const [form] = submitted
    expect(form?.getAttribute('method')).toBe('get')
    expect(form?.getAttribute('target')).toBe('_blank')
    expect(fieldsOf(form).slice(0, 3)).toEqual([
      ['token', CUSTOMER_TOKEN],
      ['cartId', 'cart-a'],
      ['paypalExpress', '1'],
    ])
    expect(express?.getAttribute('href')).not.toContain('token')
  })

  it('lets a guest follow the plain link', async () => {
    watchSubmissions()
    const { container } = await mountLinks('post')
    const [checkout] = links(container)
    const clicked = new MouseEvent('click', { bubbles: true, cancelable: true })
    await act(async () => {
      checkout?.dispatchEvent(clicked)
    })
    expect(clicked.defaultPrevented).toBe(false)
    expect(submitted).toEqual([])
    expect(checkout?.getAttribute('href')).toContain(`${SHOP}/cartmerge?cartId=cart-a&returnUrl=`)
  })
})
