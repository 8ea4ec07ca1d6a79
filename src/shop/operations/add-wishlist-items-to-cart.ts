import type { ShopClient, ShopResult } from '../client/shop-result'
import {
  WISHLIST_FIELDS,
  wishlistResult,
  type RawWishlist,
  type Wishlist,
} from './customer-wishlist'
import { presentEntries } from './present-entries'

/**
 * Moves wishlist items (all of them without ids) into the customer's cart. Magento adds them one
 * by one: each one added leaves the wishlist, each one refused (out of stock …) stays and is
 * reported with the cart's code and message. The cart is not in the answer: the caller reloads it.
 * https://developer.adobe.com/commerce/webapi/graphql/schema/wishlist/mutations/add-wishlist-items-to-cart/
 */
export const ADD_WISHLIST_ITEMS_TO_CART_MUTATION = /* GraphQL */ `
  mutation addWishlistItemsToCart($wishlistId: ID!, $wishlistItemIds: [ID!]) {
    addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $wishlistItemIds) {
      status
      wishlist {
        ...WishlistFields
      }
      add_wishlist_items_to_cart_user_errors {
        code
        message
        wishlistItemId
      }
    }
  }
  ${WISHLIST_FIELDS}
`

/** A wishlist item the cart refused, with the shop's reason (Magento's English phrase). */
export interface WishlistLineError {
  itemId: string
  code: string
  message: string
}

export interface WishlistMoveResult {
  wishlist: Wishlist
  errors: WishlistLineError[]
}

interface RawMoveAnswer {
  wishlist: RawWishlist
  add_wishlist_items_to_cart_user_errors:
    | ({ code?: string | null; message?: string | null; wishlistItemId?: string | null } | null)[]
    | null
}

export const addWishlistItemsToCart = async (
  client: ShopClient,
  wishlistId: string,
  itemIds?: string[],
): Promise<ShopResult<WishlistMoveResult>> => {
  const result = await client.mutate<{ addWishlistItemsToCart: RawMoveAnswer | null }>(
    ADD_WISHLIST_ITEMS_TO_CART_MUTATION,
    { wishlistId, wishlistItemIds: itemIds ?? null },
  )
  if (!result.ok) return result
  const answer = result.data.addWishlistItemsToCart
  const wishlist = wishlistResult(result, 'addWishlistItemsToCart', () => answer?.wishlist)
  if (!wishlist.ok) return wishlist
  const errors = presentEntries(answer?.add_wishlist_items_to_cart_user_errors).map((error) => ({
    itemId: error.wishlistItemId ?? '',
    code: error.code ?? '',
    message: error.message ?? '',
  }))
  return { ok: true, data: { wishlist: wishlist.data, errors } }
}
