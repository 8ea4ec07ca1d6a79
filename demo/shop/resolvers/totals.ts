import { cartForUser } from '../domain/cart-access'
import { loadCartState, priceLines } from '../domain/cart-state'
import type { EstimateInput } from './shipping'
import { type Resolver, type ResolverMap, viewCart } from './types'

/**
 * Magento 2.4.7+: sets the estimate address (and the shipping method, when it is offered there)
 * on the cart and returns the cart with its new prices.
 */
const estimateTotals: Resolver<{ input: EstimateInput }> = async (_, args, ctx) => {
  const { cart_id, address, shipping_method } = args.input
  const cart = await cartForUser(ctx, cart_id)
  const state = await loadCartState(ctx, cart)
  const target = { country: address.country_code, postcode: address.postcode ?? null }
  const choice = shipping_method
    ? { carrier: shipping_method.carrier_code, method: shipping_method.method_code }
    : null
  const offered = priceLines(state.lines, state.coupon, target, choice).shipping
  await ctx.repos.carts.setShipping(cart.id, target, offered && choice)
  return { cart: await viewCart(ctx, cart) }
}

export const totalsResolvers: ResolverMap = { Mutation: { estimateTotals } }
