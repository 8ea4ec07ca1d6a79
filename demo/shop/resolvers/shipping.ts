import { cartForUser } from '../domain/cart-access'
import { loadCartState, priceLines } from '../domain/cart-state'
import { shippingMethodView } from '../domain/cart-view'
import { taxRateFor } from '../stores'
import type { Resolver, ResolverMap } from './types'

export interface EstimateInput {
  cart_id: string
  address: { country_code: string; postcode?: string | null }
  shipping_method?: { carrier_code: string; method_code: string } | null
}

/**
 * Magento 2.4.7+: the methods that would be offered for the cart at an address, without saving
 * the address. A country the shop does not ship to gives an empty list.
 */
const estimateShippingMethods: Resolver<{ input: EstimateInput }> = async (_, args, ctx) => {
  const cart = await cartForUser(ctx, args.input.cart_id)
  const state = await loadCartState(ctx, cart)
  const country = args.input.address.country_code
  const totals = priceLines(state.lines, state.coupon, { country, postcode: null }, null)
  return totals.rates.map((rate) =>
    shippingMethodView(rate, taxRateFor(country), ctx.view.language),
  )
}

export const shippingResolvers: ResolverMap = { Mutation: { estimateShippingMethods } }
