import type { ShopContext } from '../context'
import type { OrderRow } from '../repo/rows'
import { DEFAULT_COUNTRY } from '../stores'
import { isSalable } from './catalog'
import { type CartState, cartChoice, priceLines } from './cart-state'
import { rateTitles } from './shipping-rates'

/** Why a cart cannot be ordered, in words for the shopper (German, like the checkout page). */
export class CheckoutProblem extends Error {
  constructor(
    message: string,
    readonly status: 404 | 403 | 409,
  ) {
    super(message)
  }
}

export interface PlacedOrder {
  order: OrderRow
  items: { sku: string; quantity: number; priceCents: number }[]
}

/** Uses the cart's shipping method, else standard shipping to the cart's (or the default) country. */
export const checkoutTotals = (state: CartState) => {
  const address = state.address ?? { country: DEFAULT_COUNTRY, postcode: null }
  const first = priceLines(state.lines, state.coupon, address, cartChoice(state.cart))
  if (first.shipping || !first.rates[0]) return { address, totals: first }
  const standard = { carrier: first.rates[0].carrier_code, method: first.rates[0].method_code }
  return { address, totals: priceLines(state.lines, state.coupon, address, standard) }
}

/** Turns a cart into an order (checkout stand-in: no addresses or payment beyond a method name). */
export const placeOrder = async (
  ctx: ShopContext,
  state: CartState,
  paymentMethod: string,
): Promise<PlacedOrder> => {
  if (state.lines.length === 0) throw new CheckoutProblem('Der Warenkorb ist leer.', 409)
  const unavailable = state.lines.filter(
    ({ item, product }) => !isSalable(product) || item.quantity > product.stock_qty,
  )
  if (unavailable.length > 0) {
    const names = unavailable.map(({ product }) => product.name).join(', ')
    throw new CheckoutProblem(`Nicht in der gewünschten Menge lieferbar: ${names}.`, 409)
  }
  const { address, totals } = checkoutTotals(state)
  if (!totals.shipping) {
    throw new CheckoutProblem(`Kein Versand nach ${address.country} möglich.`, 409)
  }
  const items = state.lines.map(({ item, product }, index) => {
    const priced = totals.lines[index]!
    return {
      product_id: product.id,
      sku: product.sku,
      name: product.name,
      quantity: item.quantity,
      price_cents: priced.rowCents / item.quantity,
      row_total_cents: priced.rowCents,
      discount_cents: priced.discountCents,
    }
  })
  // A signed-in customer's order carries their name and email (the checkout stand-in asks for no
  // address: the postcode is the cart's, street and city stay empty).
  const customer = ctx.auth.kind === 'customer' ? ctx.auth.customer : null
  const titles = rateTitles(totals.shipping, ctx.view.language)
  const order = await ctx.repos.orders.place(
    {
      email: customer?.email ?? null,
      firstname: customer?.firstname ?? null,
      lastname: customer?.lastname ?? null,
      street: null,
      city: null,
      store: ctx.store.code,
      customer_id: state.cart.customer_id,
      cart_id: state.cart.id,
      coupon_code: state.coupon?.code ?? null,
      subtotal_cents: totals.subtotalCents,
      subtotal_excl_tax_cents: totals.subtotalNetCents,
      discount_cents: totals.discountCents,
      shipping_cents: totals.shipping.cents,
      tax_cents: totals.taxCents,
      grand_total_cents: totals.grandCents,
      tax_rate: totals.taxRate,
      shipping_carrier: totals.shipping.carrier_code,
      shipping_method: totals.shipping.method_code,
      // Magento keeps the shipping description in the language the order was placed in.
      shipping_title: `${titles.carrier_title} - ${titles.method_title}`,
      country_code: address.country,
      postcode: address.postcode,
      payment_method: paymentMethod,
      created_at: ctx.now,
    },
    items,
    ctx.store.orderPrefix,
  )
  return {
    order,
    items: items.map((i) => ({ sku: i.sku, quantity: i.quantity, priceCents: i.price_cents })),
  }
}
