import type { ShopClient, ShopResult } from '../client/shop-result'
import { cartWithErrorsResult, type CartWithUserErrors } from './cart-result'
import { CART_FIELDS } from './fragments'
import type { RawCart, RawUserError } from './raw-types'

/** Puts a past order's items into the customer's cart; unavailable ones come as userInputErrors. */
export const REORDER_ITEMS_MUTATION = /* GraphQL */ `
  mutation reorderItems($orderNumber: String!) {
    reorderItems(orderNumber: $orderNumber) {
      cart {
        ...CartFields
      }
      userInputErrors {
        code
        message
        path
      }
    }
  }
  ${CART_FIELDS}
`

export const reorderItems = async (
  client: ShopClient,
  orderNumber: string,
): Promise<ShopResult<CartWithUserErrors>> =>
  cartWithErrorsResult(
    await client.mutate<{
      reorderItems: { cart: RawCart; userInputErrors: (RawUserError | null)[] } | null
    }>(REORDER_ITEMS_MUTATION, { orderNumber }),
    'reorderItems',
    (data) =>
      data.reorderItems && {
        cart: data.reorderItems.cart,
        errors: data.reorderItems.userInputErrors,
      },
  )
