import type {
  CartItem,
  CartPrices,
  CartType,
  Money,
  Product,
  ShippingAddress,
  ShippingMethod,
  ShopCart,
} from '../types'

/** The cart's client state (SPEC.md section 3). */
export interface CartState {
  id: string | null
  type: CartType
  items: CartItem[]
  shippingAddresses: ShippingAddress[]
  shippingMethods: ShippingMethod[]
  shippingCost: Money | null
  /** The totals shown: the shop's for the items, or an estimate's with its shipping method. */
  prices: CartPrices
  /**
   * The shop's prices for the items alone (its last cart answer; null before one on this page
   * load), so that an estimate can be taken back out of the totals. Not persisted.
   */
  itemPrices: CartPrices | null
  /** Applied coupon codes; the first is the active coupon. */
  coupons: string[]
  /** The sum of the items' quantities (what the header badge shows). */
  itemsCount: number
  /** Set when something was just added, e.g. to open the mini cart; the UI clears it. */
  active: boolean
  isInitialized: boolean
  /**
   * Recommended products shown with the cart: the cross-sells of its items from the shop's last
   * cart answer, [] before one. Not persisted (SPEC.md section 3): they come with every answer.
   */
  boughtTogether: { items: Product[] }
  /** True while a cart call is in flight, so the UI can disable its buttons. */
  pending: boolean
}

export const zeroMoney = (currency: string): Money => ({ value: 0, currency })

/** The empty, uninitialised cart: totals are 0 in the site's currency (SPEC.md section 3). */
export const emptyCartState = (currency: string): CartState => ({
  id: null,
  type: 'guest',
  items: [],
  shippingAddresses: [],
  shippingMethods: [],
  shippingCost: null,
  prices: {
    discounts: [],
    subtotal_including_tax: zeroMoney(currency),
    grand_total: zeroMoney(currency),
  },
  itemPrices: null,
  coupons: [],
  itemsCount: 0,
  active: false,
  isInitialized: false,
  boughtTogether: { items: [] },
  pending: false,
})

/**
 * The state without an estimated shipping cost: the totals of the items alone (where this page
 * load has them; a cost kept from an earlier page load goes with its totals). The methods stay.
 */
export const withoutShippingCost = (state: CartState): CartState => ({
  ...state,
  shippingCost: null,
  prices: state.itemPrices ?? state.prices,
})

/** The state without any shipping estimate: no cost and no methods. */
export const withoutShippingEstimate = (state: CartState): CartState => ({
  ...withoutShippingCost(state),
  shippingMethods: [],
})

export const sumQuantities = (items: readonly CartItem[]): number =>
  items.reduce((sum, item) => sum + item.quantity, 0)

/** The active coupon (SPEC.md section 3: the first applied one), or null. */
export const activeCoupon = (state: Pick<CartState, 'coupons'>): string | null =>
  state.coupons[0] ?? null

/**
 * The state after the shop answered with a whole cart. Its prices are the shop's for these
 * items, without an estimated shipping method, so the shipping cost shown beside them is the
 * shop's own (a selected method) or none: an estimate made for other items or another country
 * never stays part of the total (the cart page estimates again, ShippingEstimate.tsx). An
 * empty cart has nothing to ship, so its shipping methods go too (SPEC.md section 4). The
 * recommendations are the answer's, so one just added to the cart leaves them at once.
 */
export const withShopCart = (
  state: CartState,
  cart: ShopCart,
  type: CartType = state.type,
): CartState => {
  const itemsCount = sumQuantities(cart.items)
  const empty = itemsCount === 0
  return {
    ...state,
    id: cart.id,
    type,
    items: cart.items,
    itemsCount,
    coupons: cart.coupons,
    prices: cart.prices,
    itemPrices: cart.prices,
    shippingAddresses: cart.shippingAddresses,
    shippingMethods: empty ? [] : state.shippingMethods,
    shippingCost: empty ? null : cart.shippingCost,
    boughtTogether: { items: cart.boughtTogether },
    isInitialized: true,
  }
}
