import { handleShopError, type ShopErrorOutcome } from '../errors/handle-shop-error'
import type { EstimateAddress } from '../operations/estimate-shipping-methods'
import type { ShippingMethodChoice } from '../operations/estimate-totals'
import { emptyCartState } from '../store/cart-state'
import { applyCoupon, removeCoupon } from './coupons'
import {
  showInvalid,
  type ActionContext,
  type CartActionsEnvironment,
  type EstimateOptions,
  type InitialiseOptions,
  type TrackOptions,
} from './context'
import { initialiseCart } from './initialise'
import { addToCart, removeItem, reorder, updateQuantity, type AddToCartInput } from './items'
import { estimateShipping, estimateTotals } from './shipping'

/**
 * The cart's behaviour (SPEC.md section 4) over one cart store, one shop client and one
 * messages store. Actions resolve to true on success; failures have been shown to the shopper
 * by then (validation messages, the error catalogue), so callers never need a try/catch.
 */
export interface CartActions {
  initialise(options?: InitialiseOptions): Promise<boolean>
  addToCart(input: AddToCartInput): Promise<boolean>
  updateQuantity(itemId: string, quantity: number): Promise<boolean>
  removeItem(itemId: string): Promise<boolean>
  applyCoupon(code: string): Promise<boolean>
  removeCoupon(): Promise<boolean>
  estimateShipping(address?: EstimateAddress, options?: EstimateOptions): Promise<boolean>
  estimateTotals(
    method: ShippingMethodChoice,
    address?: EstimateAddress,
    options?: EstimateOptions,
  ): Promise<boolean>
  reorder(orderNumber: string): Promise<boolean>
  /** Clears everything: the empty, uninitialised cart. */
  reset(): void
  setActive(active: boolean): void
}

export const createCartActions = (env: CartActionsEnvironment): CartActions => {
  let pendingCount = 0
  let initialising: Promise<boolean> | null = null
  let healing = false

  const reset = () => env.cart.setState(emptyCartState(env.site.shop.currency))

  const context: ActionContext = {
    ...env,
    reset,
    lastEstimate: null,
    fail: (error): Promise<ShopErrorOutcome> =>
      handleShopError(error, {
        ...env,
        resetCart: reset,
        // One healing round at a time: a cart that fails again while healing stays reset.
        reinitialise: async () => {
          if (healing) return
          healing = true
          try {
            await initialiseCart(context)
          } finally {
            healing = false
          }
        },
      }),
    invalid: (field) => showInvalid(env, field),
    track: async <T>(work: () => Promise<T>, options?: TrackOptions): Promise<T> => {
      const { messages } = env
      if (!options?.keepMessages)
        for (const entry of messages.getState().messages)
          if (entry.area === 'cart' && entry.type === 'error') messages.getState().remove(entry.id)
      pendingCount += 1
      env.cart.setState({ pending: true })
      try {
        return await work()
      } finally {
        pendingCount -= 1
        if (pendingCount === 0) env.cart.setState({ pending: false })
      }
    },
    initialise: (options) => {
      // The header and a cart page may both ask at once: one initialisation serves both.
      initialising ??= context
        .track(() => initialiseCart(context, options))
        .finally(() => {
          initialising = null
        })
      return initialising
    },
  }

  return {
    initialise: context.initialise,
    addToCart: (input) => addToCart(context, input),
    updateQuantity: (itemId, quantity) => updateQuantity(context, itemId, quantity),
    removeItem: (itemId) => removeItem(context, itemId),
    applyCoupon: (code) => applyCoupon(context, code),
    removeCoupon: () => removeCoupon(context),
    estimateShipping: (address, options) => estimateShipping(context, address, options),
    estimateTotals: (method, address, options) => estimateTotals(context, method, address, options),
    reorder: (orderNumber) => reorder(context, orderNumber),
    reset,
    setActive: (active) => env.cart.setState({ active }),
  }
}
