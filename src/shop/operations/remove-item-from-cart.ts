import type { ShopClient, ShopResult } from '../client/shop-result'
import type { ShopCart } from '../types'
import { cartResult } from './cart-result'
import { CART_FIELDS } from './fragments'
import type { RawCart } from './raw-types'

export const REMOVE_ITEM_FROM_CART_MUTATION = /* GraphQL */ `
  mutation removeItemFromCart($cartId: String!, $itemUid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $itemUid }) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`

export const removeItemFromCart = async (
  client: ShopClient,
  cartId: string,
  itemUid: string,
): Promise<ShopResult<ShopCart>> =>
  cartResult(
    await client.mutate<{ removeItemFromCart: { cart: RawCart } | null }>(
      REMOVE_ITEM_FROM_CART_MUTATION,
      { cartId, itemUid },
    ),
    'removeItemFromCart',
    (data) => data.removeItemFromCart?.cart,
  )
