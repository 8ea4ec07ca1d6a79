import type { CartState } from './cart-state'

/**
 * What survives a page load: exactly id, type, itemsCount, prices, coupons, shippingAddresses
 * and shippingCost (SPEC.md section 3), in the cookie `vitalis_cart`, so the worker can render
 * the header's item count without a shop call (DESIGN.md section 4). The cookie is shopper
 * input: it is validated on every read (./cart-cookie.ts), and anything forged, malformed or
 * oversized is dropped.
 */
export const CART_COOKIE_NAME = 'vitalis_cart'
export const CART_COOKIE_VERSION = 1
/** Magento's guest quote lifetime is 30 days by default; the cookie need not outlive it. */
export const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/**
 * The fields of the state that survive a page load. The cookie's check (./cart-cookie.ts)
 * answers this type, so a field added here and not checked there does not compile.
 */
export type PersistedCart = Pick<
  CartState,
  'id' | 'type' | 'itemsCount' | 'prices' | 'coupons' | 'shippingAddresses' | 'shippingCost'
>

/** The persisted part of the state, and nothing else. */
export const pickPersisted = (state: CartState): PersistedCart => ({
  id: state.id,
  type: state.type,
  itemsCount: state.itemsCount,
  prices: state.prices,
  coupons: state.coupons,
  shippingAddresses: state.shippingAddresses,
  shippingCost: state.shippingCost,
})
