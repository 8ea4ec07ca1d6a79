import type { ShopClient, ShopResult } from '../client/shop-result'
import type { ShopUserError } from '../types'
import {
  WISHLIST_FIELDS,
  wishlistResult,
  type RawWishlist,
  type Wishlist,
} from './customer-wishlist'
import { toUserErrors } from './map-shop-data'
import type { RawUserError } from './raw-types'

/**
 * Adds products to the wishlist (a family's size as the cart takes it: the family's sku with the
 * size's option, ../catalogue/pack-sizes.ts); a product already there gets the quantity added. Lines Magento
 * refuses (unknown SKU, out of stock) come back as user_errors, the others are added.
 */
export const ADD_PRODUCTS_TO_WISHLIST_MUTATION = /* GraphQL */ `
  mutation addProductsToWishlist($wishlistId: ID!, $wishlistItems: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $wishlistItems) {
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

export interface WishlistWithUserErrors {
  wishlist: Wishlist
  userErrors: ShopUserError[]
}

export const addProductsToWishlist = async (
  client: ShopClient,
  wishlistId: string,
  items: { sku: string; quantity: number; selected_options?: string[] }[],
): Promise<ShopResult<WishlistWithUserErrors>> => {
  const result = await client.mutate<{
    addProductsToWishlist: { wishlist: RawWishlist; user_errors: (RawUserError | null)[] } | null
  }>(ADD_PRODUCTS_TO_WISHLIST_MUTATION, { wishlistId, wishlistItems: items })
  if (!result.ok) return result
  const answer = result.data.addProductsToWishlist
  const wishlist = wishlistResult(result, 'addProductsToWishlist', () => answer?.wishlist)
  if (!wishlist.ok) return wishlist
  return {
    ok: true,
    data: {
      wishlist: wishlist.data,
      userErrors: toUserErrors(answer?.user_errors),
    },
  }
}
