import type { CartState, PurchaseSummary } from '../../shop'

/**
 * What every data-layer event carries (SPEC.md section 7): cart total, shipping, coupon and
 * quantity, and the login flag '1' or '0'. Plain values, as Tag Manager variables read them: a
 * missing coupon is '', a missing amount 0.
 */
export interface CommerceFacts {
  cartTotal: number
  shipping: number
  coupon: string
  quantity: number
  login: '1' | '0'
}

export type CartFactsSource = Pick<CartState, 'prices' | 'shippingCost' | 'coupons' | 'itemsCount'>

const loginFlag = (signedIn: boolean): '1' | '0' => (signedIn ? '1' : '0')

/** The facts of the cart as the shopper sees it now. */
export const cartFacts = (cart: CartFactsSource, signedIn: boolean): CommerceFacts => ({
  cartTotal: cart.prices.grand_total.value,
  shipping: cart.shippingCost?.value ?? 0,
  coupon: cart.coupons[0] ?? '',
  quantity: cart.itemsCount,
  login: loginFlag(signedIn),
})

/** The facts of a placed order, read from the checkout return's decoded payload. */
export const purchaseFacts = (
  purchase: PurchaseSummary,
  signedIn: boolean,
): CommerceFacts & { orderId: string } => ({
  orderId: purchase.orderNumber,
  cartTotal: purchase.total?.value ?? 0,
  shipping: purchase.shipping ?? 0,
  coupon: purchase.coupon ?? '',
  quantity: purchase.itemsCount ?? 0,
  login: loginFlag(signedIn),
})
