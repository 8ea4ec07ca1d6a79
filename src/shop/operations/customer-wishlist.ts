import { shopFail, type ShopClient, type ShopResult } from '../client/shop-result'
import type { Product } from '../types'
import { PRODUCT_PRICE_FIELDS } from './fragments'
import { presentEntries, toProduct } from './map-shop-data'
import type { RawProduct } from './raw-types'

/**
 * The customer's wishlist (Magento Open Source: one per customer, created on first use). The
 * mutations answer with the same selection, so every screen holds a whole wishlist.
 * https://developer.adobe.com/commerce/webapi/graphql/schema/wishlist/
 */

/**
 * Items per answer. Magento pages `items_v2` at 20 by default; a wishlist is a short list a
 * customer keeps by hand, so one generous page shows it whole without a pager.
 */
export const WISHLIST_PAGE_SIZE = 100

export const WISHLIST_FIELDS = /* GraphQL */ `
fragment WishlistFields on Wishlist {
  id
  items_v2(currentPage: 1, pageSize: ${WISHLIST_PAGE_SIZE}) {
    items {
      id
      quantity
      product {
        ...ProductPriceFields
        url_key
        stock_status
      }
    }
  }
}
${PRODUCT_PRICE_FIELDS}`

export const CUSTOMER_WISHLIST_QUERY = /* GraphQL */ `
  query customer {
    customer {
      wishlists {
        ...WishlistFields
      }
    }
  }
  ${WISHLIST_FIELDS}
`

export interface WishlistItem {
  /** Magento's wishlist item id: what removing and moving to the cart name. */
  id: string
  quantity: number
  product: Product
  /** The product's url key: its detail page is `<products page>/<url key>`. */
  urlKey: string | null
}

export interface Wishlist {
  /**
   * The wishlist's id; '0' before the customer has one, which Magento's mutations read as "the
   * customer's own" and create (WishlistGraphQl: `(int) $wishlistId ?: loadByCustomerId`).
   */
  id: string
  items: WishlistItem[]
}

export interface RawWishlist {
  id?: string | number | null
  items_v2?: {
    items?:
      | ({
          id: string | number
          quantity?: number | null
          product?: (RawProduct & { url_key?: string | null }) | null
        } | null)[]
      | null
  } | null
}

export const toWishlist = (raw: RawWishlist | null | undefined): Wishlist => ({
  id: raw?.id ? String(raw.id) : '0',
  // An item whose product is gone (disabled, deleted) cannot be shown or bought: left out.
  items: presentEntries(raw?.items_v2?.items).flatMap((item) =>
    item.product
      ? [
          {
            id: String(item.id),
            quantity: item.quantity ?? 1,
            product: toProduct(item.product),
            urlKey: item.product.url_key ?? null,
          },
        ]
      : [],
  ),
})

/** A wishlist in a mutation's answer; a missing one is a parse error, as a missing cart is. */
export const wishlistResult = <T>(
  result: ShopResult<T>,
  operation: string,
  pick: (data: T) => RawWishlist | null | undefined,
): ShopResult<Wishlist> => {
  if (!result.ok) return result
  const raw = pick(result.data)
  return raw ? { ok: true, data: toWishlist(raw) } : shopFail('parse', operation, 'No wishlist')
}

export const fetchCustomerWishlist = async (client: ShopClient): Promise<ShopResult<Wishlist>> => {
  const result = await client.query<{ customer: { wishlists: (RawWishlist | null)[] } | null }>(
    CUSTOMER_WISHLIST_QUERY,
  )
  if (!result.ok) return result
  if (!result.data.customer) return shopFail('parse', 'customer', 'No customer in answer')
  // A customer who never used the wishlist has none yet: an empty one, created on first add.
  return { ok: true, data: toWishlist(presentEntries(result.data.customer.wishlists)[0]) }
}
