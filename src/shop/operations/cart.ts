import type { ShopClient, ShopResult } from '../client/shop-result'
import type { ShopCart } from '../types'
import { cartResult } from './cart-result'
import { CART_FIELDS } from './fragments'
import type { RawCart } from './raw-types'

/** A guest cart by id (SPEC.md section 7 'query cart'). */
export const CART_QUERY = /* GraphQL */ `
  query cart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`

export const fetchCart = async (
  client: ShopClient,
  cartId: string,
): Promise<ShopResult<ShopCart>> =>
  cartResult(
    await client.query<{ cart: RawCart | null }>(CART_QUERY, { cartId }),
    'cart',
    (data) => data.cart,
  )
