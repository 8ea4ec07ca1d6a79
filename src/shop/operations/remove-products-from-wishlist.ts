import { mapShopResult, type ShopClient, type ShopResult } from '../client/shop-result'
import {
  WISHLIST_FIELDS,
  wishlistResult,
  type RawWishlist,
  type Wishlist,
} from './customer-wishlist'

/**
 * Removes items from the wishlist. An id that is not in it is a user error (another tab removed
 * it already); the wishlist in the answer is what counts, so those are not shown.
 */
export const REMOVE_PRODUCTS_FROM_WISHLIST_MUTATION = /* GraphQL */ `
  mutation removeProductsFromWishlist($wishlistId: ID!, $wishlistItemsIds: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $wishlistItemsIds) {
      wishlist {
        ...WishlistFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${WISHLIST_FIELDS}
`

export const removeProductsFromWishlist = async (
  client: ShopClient,
  wishlistId: string,
  itemIds: string[],
): Promise<ShopResult<Wishlist>> =>
  wishlistResult(
    mapShopResult(
      await client.mutate<{ removeProductsFromWishlist: { wishlist: RawWishlist } | null }>(
        REMOVE_PRODUCTS_FROM_WISHLIST_MUTATION,
        { wishlistId, wishlistItemsIds: itemIds },
      ),
      (data) => data.removeProductsFromWishlist?.wishlist,
    ),
    'removeProductsFromWishlist',
    (wishlist) => wishlist,
  )
