import { cartForUser } from '../domain/cart-access'
import { invalidInput, noSuchEntity, phrase } from '../errors'
import { type Resolver, type ResolverMap, viewCart } from './types'

/** One coupon per cart, as in Magento Open Source; codes are per brand store. */
const applyCouponToCart: Resolver<{
  input?: { cart_id: string; coupon_code: string } | null
}> = async (_, args, ctx) => {
  const cart = await cartForUser(ctx, args.input?.cart_id)
  const code = args.input?.coupon_code?.trim()
  if (!code) throw invalidInput(phrase('missing', 'coupon_code'))
  if (cart.coupon_code) throw invalidInput(phrase('couponAlreadyApplied'))
  if ((await ctx.repos.carts.items(cart.id)).length === 0) throw noSuchEntity(phrase('cartEmpty'))
  const coupon = await ctx.repos.coupons.findActive(ctx.store.code, code)
  if (!coupon) throw invalidInput(phrase('couponInvalid'))
  await ctx.repos.carts.setCoupon(cart.id, coupon.code)
  return { cart: await viewCart(ctx, cart) }
}

const removeCouponFromCart: Resolver<{ input?: { cart_id: string } | null }> = async (
  _,
  args,
  ctx,
) => {
  const cart = await cartForUser(ctx, args.input?.cart_id)
  await ctx.repos.carts.setCoupon(cart.id, null)
  return { cart: await viewCart(ctx, cart) }
}

export const couponResolvers: ResolverMap = {
  Mutation: { applyCouponToCart, removeCouponFromCart },
}
