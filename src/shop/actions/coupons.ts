import { applyCouponToCart } from '../operations/apply-coupon-to-cart'
import { removeCouponFromCart } from '../operations/remove-coupon-from-cart'
import { withShopCart } from '../store/cart-state'
import { checkCouponCode } from '../validation'
import { notify, type ActionContext } from './context'

export const applyCoupon = async (context: ActionContext, code: string) => {
  const checked = checkCouponCode(code)
  if (!checked.ok) return context.invalid(checked.field)
  const cartId = context.cart.getState().id
  if (!cartId) return false
  return await context.track(async () => {
    const result = await applyCouponToCart(context.client, cartId, checked.value)
    // An unknown code is a graphql-input error on applyCouponToCart: shown in the cart area.
    if (!result.ok) return context.fail(result.error).then(() => false)
    context.cart.setState((state) => withShopCart(state, result.data))
    notify(context, 'message.coupon.success', 'success')
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
