import { applyCouponToCart } from '../operations/apply-coupon-to-cart'
import { removeCouponFromCart } from '../operations/remove-coupon-from-cart'
import { withShopCart } from '../store/cart-state'
import { checkCouponCode } from '../validation'
import { notify, type ActionContext } from './context'

export const applyCoupon = (context: ActionContext, code: string) => {
  const checked = checkCouponCode(code)
  if (!checked.ok) return Promise.resolve(context.invalid(checked.field))
  const cartId = context.cart.getState().id
  if (!cartId) return Promise.resolve(false)
  return context.track(async () => {
    const result = await applyCouponToCart(context.client, cartId, checked.value)
    // An unknown code is a graphql-input error on applyCouponToCart: shown in the cart area.
    if (!result.ok) return context.fail(result.error).then(() => false)
    context.cart.setState((state) => withShopCart(state, result.data))
    notify(context, 'message.coupon.success', 'success')
    return true
  })
}

export const removeCoupon = (context: ActionContext) => {
  const cartId = context.cart.getState().id
  if (!cartId) return Promise.resolve(false)
  return context.track(async () => {
    const result = await removeCouponFromCart(context.client, cartId)
    if (!result.ok) return context.fail(result.error).then(() => false)
    context.cart.setState((state) => withShopCart(state, result.data))
    notify(context, 'message.coupon.removed', 'info')
    return true
  })
}
