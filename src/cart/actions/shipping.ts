import type { EstimateAddress } from '../operations/estimate-shipping-methods'
import { estimateShippingMethods } from '../operations/estimate-shipping-methods'
import { estimateTotals as estimateTotalsCall } from '../operations/estimate-totals'
import type { ShippingMethodChoice } from '../operations/estimate-totals'
import { checkAddress } from '../validation'
import type { ActionContext } from './context'

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
  context.cart.setState({ shippingMethods: [], shippingCost: null })

/** Shipping methods and cost for an address; nothing returned clears both (SPEC.md section 4). */
export const estimateShipping = (context: ActionContext, given?: EstimateAddress) => {
  const address = resolveAddress(context, given)
  if (!address) return Promise.resolve(false)
  const { id, itemsCount } = context.cart.getState()
  if (!id || itemsCount === 0) {
    clearShipping(context)
    return Promise.resolve(id !== null)
  }
  return context.track(async () => {
    const result = await estimateShippingMethods(context.client, id, address)
    if (!result.ok) return context.fail(result.error).then(() => false)
    if (result.data.length === 0) {
      clearShipping(context)
      return true
    }
    // Magento lists methods by the carriers' sort order; the first available is the default.
    const first = result.data.find((method) => method.available)
    context.cart.setState({ shippingMethods: result.data, shippingCost: first?.amount ?? null })
    return true
  })
}

/** The cart's prices with a chosen shipping method; the method's amount becomes the cost. */
export const estimateTotals = (
  context: ActionContext,
  method: ShippingMethodChoice,
  given?: EstimateAddress,
) => {
  const address = resolveAddress(context, given)
  const id = context.cart.getState().id
  if (!address || !id) return Promise.resolve(false)
  return context.track(async () => {
    const result = await estimateTotalsCall(context.client, id, address, method)
    if (!result.ok) return context.fail(result.error).then(() => false)
    const chosen = context.cart
      .getState()
      .shippingMethods.find(
        (entry) =>
          entry.carrier_code === method.carrier_code && entry.method_code === method.method_code,
      )
    context.cart.setState((state) => ({
      prices: result.data,
      shippingCost: chosen?.amount ?? state.shippingCost,
    }))
    return true
  })
}
