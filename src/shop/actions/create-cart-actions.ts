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
  type TrackOptions,
} from './context'
import { initialiseCart } from './initialise'
import { addToCart, removeItem, reorder, updateQuantity, type AddToCartInput } from './items'
import { estimateShipping, estimateTotals } from './shipping'

/**
 * The cart's behaviour (SPEC.md section 4) over one cart store, one shop client and one
 * messages store. Actions resolve to true on success; failures have been shown to the shopper
 * by then (validation messages, the error catalogue), so callers never need a try/catch. The
 * type is the factory's: "go to definition" on an action leads to its member here, which names
 * the function that does the work.
 */
export type CartActions = ReturnType<typeof createCartActions>

export const createCartActions = (env: CartActionsEnvironment) => {
  let pendingCount = 0
  let initialising: Promise<boolean> | null = null
  let healing = false

  // void: the persisted store's setState answers `unknown`, which is nothing for callers to use.
  const reset: () => void = () => env.cart.setState(emptyCartState(env.site.shop.currency))

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
    addToCart: (input: AddToCartInput): Promise<boolean> => addToCart(context, input),
    updateQuantity: (itemId: string, quantity: number): Promise<boolean> =>
      updateQuantity(context, itemId, quantity),
    removeItem: (itemId: string): Promise<boolean> => removeItem(context, itemId),
    applyCoupon: (code: string): Promise<boolean> => applyCoupon(context, code),
    removeCoupon: (): Promise<boolean> => removeCoupon(context),
    estimateShipping: (address?: EstimateAddress, options?: EstimateOptions): Promise<boolean> =>
      estimateShipping(context, address, options),
    estimateTotals: (
      method: ShippingMethodChoice,
      address?: EstimateAddress,
      options?: EstimateOptions,
    ): Promise<boolean> => estimateTotals(context, method, address, options),
    reorder: (orderNumber: string): Promise<boolean> => reorder(context, orderNumber),
    /** Clears everything: the empty, uninitialised cart. */
    reset,
    setActive: (active: boolean): void => {
      env.cart.setState({ active })
    },
  }
}
