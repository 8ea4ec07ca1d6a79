import type { ShopClient, ShopResult } from '../client/shop-result'
import type { ShopCart } from '../types'
import { cartResult } from './cart-result'
import { CART_FIELDS } from './fragments'
import type { RawCart } from './raw-types'

export const REMOVE_COUPON_FROM_CART_MUTATION = /* GraphQL */ `
  mutation removeCouponFromCart($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`

export const removeCouponFromCart = async (
  client: ShopClient,
  cartId: string,
): Promise<ShopResult<ShopCart>> =>
  cartResult(
    await client.mutate<{ removeCouponFromCart: { cart: RawCart | null } | null }>(
      REMOVE_COUPON_FROM_CART_MUTATION,
      { cartId },
    ),
    'removeCouponFromCart',
    (data) => data.removeCouponFromCart?.cart,
  )
