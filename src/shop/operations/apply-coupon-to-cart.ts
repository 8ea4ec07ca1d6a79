import type { ShopClient, ShopResult } from '../client/shop-result'
import type { ShopCart } from '../types'
import { cartResult } from './cart-result'
import { CART_FIELDS } from './fragments'
import type { RawCart } from './raw-types'

export const APPLY_COUPON_TO_CART_MUTATION = /* GraphQL */ `
  mutation applyCouponToCart($cartId: String!, $couponCode: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $couponCode }) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`

export const applyCouponToCart = async (
  client: ShopClient,
  cartId: string,
  couponCode: string,
): Promise<ShopResult<ShopCart>> =>
  cartResult(
    await client.mutate<{ applyCouponToCart: { cart: RawCart } | null }>(
      APPLY_COUPON_TO_CART_MUTATION,
      { cartId, couponCode },
    ),
    'applyCouponToCart',
    (data) => data.applyCouponToCart?.cart,
  )
