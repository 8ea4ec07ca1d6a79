import { applyCouponToCart } from '../operations/apply-coupon-to-cart'
import { removeCouponFromCart } from '../operations/remove-coupon-from-cart'
import { withShopCart } from '../store/cart-state'
import { checkCouponCode } from '../validation'
import { notify, type ActionContext } from './context'
import { shownTotal, tellCouponEffect, totalWithCoupon } from './coupon-effect'

export const applyCoupon = async (context: ActionContext, code: string) => {
  const checked = checkCouponCode(code)
  if (!checked.ok) return context.invalid(checked.field)
  const cartId = context.cart.getState().id
  if (!cartId) return false
  return await context.track(async () => {
    const shown = shownTotal(context)
    const result = await applyCouponToCart(context.client, cartId, checked.value)
    // An unknown code is a graphql-input error on applyCouponToCart: shown in the cart area.
    if (!result.ok) return context.fail(result.error).then(() => false)
    // Measured before the cart changes: the cart page estimates the new cart again then.
    const after = await totalWithCoupon(context, cartId, shown, result.data.prices.grand_total)
    context.cart.setState((state) => withShopCart(state, result.data))
    tellCouponEffect(context, checked.value, shown.total, after)
    return true
  })
}

export const removeCoupon = async (context: ActionContext) => {
  const cartId = context.cart.getState().id
  if (!cartId) return false
  return await context.track(async () => {
    const result = await removeCouponFromCart(context.client, cartId)
    if (!result.ok) return context.fail(result.error).then(() => false)
    context.cart.setState((state) => withShopCart(state, result.data))
    notify(context, 'message.coupon.removed', 'info')
    return true
  })
}
