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

/**
 * Magento 2.4.8's CartItemInput as the storefront sends it: a product sold alone by its sku, a
 * family's size (a configurable's variant) by the family's sku with the size's option uid in
 * `selected_options`.
 */
export interface CartItemInput {
  sku: string
  quantity: number
  selected_options?: string[]
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
