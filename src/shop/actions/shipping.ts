import type { EstimateAddress } from '../operations/estimate-shipping-methods'
import { estimateShippingMethods } from '../operations/estimate-shipping-methods'
import { estimateTotals as estimateTotalsCall } from '../operations/estimate-totals'
import type { ShippingMethodChoice } from '../operations/estimate-totals'
import { withoutShippingCost, withoutShippingEstimate } from '../store/cart-state'
import { checkAddress } from '../validation'
import type { ActionContext, EstimateOptions } from './context'

/**
 * The address to estimate for: the shopper's, else the cart's first shipping address, else the
 * site's default country and postcode (SPEC.md section 7). Only the shopper's input can be
 * invalid; an unusable cart address falls back to the default.
 */
const resolveAddress = (
  context: ActionContext,
  given: EstimateAddress | undefined,
): EstimateAddress | null => {
  if (given) {
    const checked = checkAddress(given)
    if (checked.ok) return checked.value
    context.invalid(checked.field)
    return null
  }
  const fallback = context.site.cart
  const held = context.cart.getState().shippingAddresses[0]
  const fromCart =
    held && checkAddress({ countryCode: held.country.code, postcode: held.postcode ?? '' })
  if (fromCart?.ok) return fromCart.value
  return {
    countryCode: fallback.defaultShippingCountry,
    postcode: fallback.defaultShippingPostcode,
  }
}

const clearShipping = (context: ActionContext) =>
  context.cart.setState((state) => withoutShippingEstimate(state))

/**
 * Shipping methods and cost for an address; nothing returned clears both (SPEC.md section 4).
 * The cost and totals of an earlier estimate go as this one starts (they belong to another
 * address, or to other items), and stay gone when it fails: the totals shown are always the
 * items' own or this address's. The methods stay listed meanwhile, so the form does not jump.
 */
export const estimateShipping = async (
  context: ActionContext,
  given?: EstimateAddress,
  options?: EstimateOptions,
) => {
  const address = resolveAddress(context, given)
  if (!address) return false
  const { id, itemsCount } = context.cart.getState()
  if (!id || itemsCount === 0) {
    clearShipping(context)
    return id !== null
  }
  context.cart.setState(withoutShippingCost)
  return await context.track(
    async () => {
      const result = await estimateShippingMethods(context.client, id, address)
      if (!result.ok) {
        clearShipping(context)
        return context.fail(result.error).then(() => false)
      }
      if (result.data.length === 0) {
        clearShipping(context)
        return true
      }
      // The cost comes with the totals it is part of (estimateTotals), never before them.
      context.cart.setState({ shippingMethods: result.data })
      return true
    },
    { keepMessages: options?.followsCartChange },
  )
}

/** The cart's prices with a chosen shipping method; the method's amount becomes the cost. */
export const estimateTotals = async (
  context: ActionContext,
  method: ShippingMethodChoice,
  given?: EstimateAddress,
  options?: EstimateOptions,
) => {
  const address = resolveAddress(context, given)
  const id = context.cart.getState().id
  if (!address || !id) return false
  return await context.track(
    async () => {
      const result = await estimateTotalsCall(context.client, id, address, method)
      if (!result.ok) {
        context.cart.setState(withoutShippingCost)
        return context.fail(result.error).then(() => false)
      }
      const chosen = context.cart
        .getState()
        .shippingMethods.find(
          (entry) =>
            entry.carrier_code === method.carrier_code && entry.method_code === method.method_code,
        )
      context.cart.setState({ prices: result.data, shippingCost: chosen?.amount ?? null })
      context.lastEstimate = { address, method }
      return true
    },
    { keepMessages: options?.followsCartChange },
  )
}
