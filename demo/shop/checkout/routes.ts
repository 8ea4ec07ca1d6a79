import type { Context } from 'hono'
import { createContext } from '../context'
import { loadCartState } from '../domain/cart-state'
import { CheckoutProblem, checkoutTotals, placeOrder } from '../domain/place-order'
import type { ShopEnv } from '../env'
import { defaultViewOf } from '../store-views'
import { CURRENCY } from '../stores'
import { handedOverCart, purchaseReturnUrl, safeReturnUrl } from './handover'
import { checkoutPage, errorPage } from './page'

const shopBaseOf = (c: Context<ShopEnv>) => {
  const url = new URL(c.req.url)
  return `${url.origin}${url.pathname.replace(/\/cartmerge(?:\/place)?\/?$/, '')}`
}

/** The checkout stand-in is a German page: the brand's default view. */
const contextFor = (c: Context<ShopEnv>, token: string | null) =>
  createContext(
    c.env.SHOP_DB,
    c.get('store'),
    defaultViewOf(c.get('store')),
    shopBaseOf(c),
    token ? `Bearer ${token}` : undefined,
  )

/**
 * Every checkout page is the customer's own (no-store), and none passes its address on: a
 * handover by GET has the customer's token in it (no-referrer).
 */
const html = (c: Context<ShopEnv>, body: string, status: 200 | 403 | 404 | 409 = 200) =>
  c.html(body, status, { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })

const problem = (c: Context<ShopEnv>, error: unknown, cartUrl: string) => {
  if (!(error instanceof CheckoutProblem)) throw error
  return html(c, errorPage(c.get('store'), error.message, cartUrl), error.status)
}

/**
 * The storefront's cart to link back to: the given one on a loopback host, else the storefront
 * the shopper returns to anyway.
 */
const cartUrlOf = (given: string | null | undefined, returnUrl: string) =>
  given ? safeReturnUrl(given) : new URL('/', returnUrl).href

const field = (form: Record<string, unknown>, name: string) => {
  const value = form[name]
  return typeof value === 'string' && value ? value : null
}

/**
 * The handover's fields: a POST's form body (the storefront's handover where its site says
 * `checkoutHandover = 'post'`: the token in no address), a GET's query (SPEC.md section 7).
 */
const handoverFields = async (c: Context<ShopEnv>): Promise<Record<string, unknown>> =>
  c.req.method === 'POST' ? c.req.parseBody() : c.req.query()

/**
 * GET|POST /:brand/cartmerge (cartId, token, paypalExpress=1, returnUrl, cartUrl) — the
 * checkout stand-in.
 */
export const cartmergePage = async (c: Context<ShopEnv>) => {
  const fields = await handoverFields(c)
  const token = field(fields, 'token')
  const returnUrl = safeReturnUrl(field(fields, 'returnUrl'))
  const cartUrl = cartUrlOf(field(fields, 'cartUrl'), returnUrl)
  try {
    const ctx = await contextFor(c, token)
    const cart = await handedOverCart(ctx, field(fields, 'cartId'))
    const state = await loadCartState(ctx, cart)
    const { address, totals } = checkoutTotals(state)
    const page = checkoutPage(
      ctx.store,
      state,
      { totals, country: address.country },
      {
        cartId: cart.masked_id,
        token,
        returnUrl,
        cartUrl,
        payment: field(fields, 'paypalExpress') === '1' ? 'paypal_express' : 'checkmo',
      },
    )
    return html(c, page)
  } catch (error) {
    return problem(c, error, cartUrl)
  }
}

/**
 * POST /:brand/cartmerge/place — places the order, closes the cart and sends the shopper back
 * to the storefront (303) with the purchase payload, signed, which the storefront confirms
 * before it shows or tracks the order. The payload names the store view the order was placed
 * in, so that no other brand's storefront takes it for one of its own.
 */
export const placeOrderHandler = async (c: Context<ShopEnv>) => {
  const form = await c.req.parseBody()
  const token = field(form, 'token')
  const returnUrl = safeReturnUrl(field(form, 'return'))
  const cartUrl = cartUrlOf(field(form, 'cart'), returnUrl)
  try {
    const ctx = await contextFor(c, token)
    const cart = await handedOverCart(ctx, field(form, 'cartId'))
    const state = await loadCartState(ctx, cart)
    const payment = field(form, 'payment') === 'paypal_express' ? 'paypal_express' : 'checkmo'
    const { order, items } = await placeOrder(ctx, state, payment)
    const payload = {
      orderNumber: order.number,
      store: ctx.view.code,
      total: order.grand_total_cents / 100,
      currency: CURRENCY,
      items: items.map((i) => ({ sku: i.sku, quantity: i.quantity, price: i.priceCents / 100 })),
      coupon: order.coupon_code,
      shipping: order.shipping_cents / 100,
    }
    return c.redirect(
      await purchaseReturnUrl(returnUrl, payload, c.env.CHECKOUT_SIGNING_SECRET),
      303,
    )
  } catch (error) {
    return problem(c, error, cartUrl)
  }
}
