import type { ShopClient, ShopResult } from '../client/shop-result'
import { cartWithErrorsResult, type CartWithUserErrors } from './cart-result'
import { CART_FIELDS } from './fragments'
import type { RawCart, RawUserError } from './raw-types'

/** Quantity changes by cart_item_uid (cart_item_id is deprecated in 2.4.8). */
export const UPDATE_CART_ITEMS_MUTATION = /* GraphQL */ `
  mutation updateCartItems($cartId: String!, $cartItems: [CartItemUpdateInput]!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: $cartItems }) {
      cart {
        ...CartFields
      }
      errors {
        code
        message
      }
    }
  }
  ${CART_FIELDS}
`

export interface CartItemUpdate {
  uid: string
  quantity: number
}

export const updateCartItems = async (
  client: ShopClient,
  cartId: string,
  items: CartItemUpdate[],
): Promise<ShopResult<CartWithUserErrors>> =>
  cartWithErrorsResult(
    await client.mutate<{
      updateCartItems: { cart: RawCart; errors: (RawUserError | null)[] } | null
    }>(UPDATE_CART_ITEMS_MUTATION, {
      cartId,
      cartItems: items.map((item) => ({ cart_item_uid: item.uid, quantity: item.quantity })),
    }),
    'updateCartItems',
    (data) => data.updateCartItems,
  )
