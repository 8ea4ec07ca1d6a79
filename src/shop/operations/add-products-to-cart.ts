import type { ShopClient, ShopResult } from '../client/shop-result'
import { cartWithErrorsResult, type CartWithUserErrors } from './cart-result'
import { CART_FIELDS } from './fragments'
import type { RawCart, RawUserError } from './raw-types'

/** Adds by SKU; products that cannot be added come back in user_errors, not as GraphQL errors. */
export const ADD_PRODUCTS_TO_CART_MUTATION = /* GraphQL */ `
  mutation addProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      cart {
        ...CartFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${CART_FIELDS}
`

export interface CartItemInput {
  sku: string
  quantity: number
}

export const addProductsToCart = async (
  client: ShopClient,
  cartId: string,
  cartItems: CartItemInput[],
): Promise<ShopResult<CartWithUserErrors>> =>
  cartWithErrorsResult(
    await client.mutate<{
      addProductsToCart: { cart: RawCart; user_errors: (RawUserError | null)[] } | null
    }>(ADD_PRODUCTS_TO_CART_MUTATION, { cartId, cartItems }),
    'addProductsToCart',
    (data) =>
      data.addProductsToCart && {
        cart: data.addProductsToCart.cart,
        errors: data.addProductsToCart.user_errors,
      },
  )
