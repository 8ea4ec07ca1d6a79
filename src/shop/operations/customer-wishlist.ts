import { shopFail, type ShopClient, type ShopResult } from '../client/shop-result'
import type { Product } from '../types'
import { PRODUCT_PRICE_FIELDS } from './fragments'
import { configuredProductOf } from './map-shop-data'
import { presentEntries } from './present-entries'
import type { RawCartItem, RawProduct } from './raw-types'

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
      ... on ConfigurableWishlistItem {
        configurable_options { configurable_product_option_value_uid value_label }
        configured_variant { ...ProductPriceFields stock_status }
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
  /** A family's size kept is the family in that size (its sku, label, price and stock). */
  product: Product
}

export interface Wishlist {
  /**
   * The wishlist's id; '0' before the customer has one, which Magento's mutations read as "the
   * customer's own" and create (WishlistGraphQl: `(int) $wishlistId ?: loadByCustomerId`).
   */
  id: string
  items: WishlistItem[]
}

/** An item; a ConfigurableWishlistItem (a family's size) has the cart item's option fields. */
type RawWishlistItem = {
  id: string | number
  quantity?: number | null
  product?: (RawProduct & { url_key?: string | null }) | null
} & Pick<RawCartItem, 'configurable_options' | 'configured_variant'>

export interface RawWishlist {
  id?: string | number | null
  items_v2?: {
    items?: (RawWishlistItem | null)[] | null
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
            product: configuredProductOf({ ...item, product: item.product }),
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
