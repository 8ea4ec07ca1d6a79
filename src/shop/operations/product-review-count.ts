import {
  mapShopResult,
  type ShopCallOptions,
  type ShopClient,
  type ShopResult,
} from '../client/shop-result'
import { presentEntries } from './present-entries'

/**
 * How many approved reviews a product has in a store view, and their rating summary (the mean
 * vote as 0 to 100). Magento keeps reviews per store view (review_store) and offers no field
 * across views, so a page whose own view has none asks the site's other views, one call each
 * with its Store header (ShopCallOptions): an English page learns of the German reviews.
 * https://developer.adobe.com/commerce/webapi/graphql/schema/products/interfaces/attributes/
 */
export const PRODUCT_REVIEW_COUNT_QUERY = /* GraphQL */ `
  query products($sku: String!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        sku
        review_count
        rating_summary
      }
    }
  }
`

export interface ProductReviewCount {
  reviewCount: number
  /** Magento's rating_summary: 0 to 100. */
  ratingSummary: number
}

interface ReviewCountAnswer {
  products?: {
    items?:
      | ({
          sku?: string | null
          review_count?: number | null
          rating_summary?: number | null
        } | null)[]
      | null
  } | null
}

/** A product the view does not have counts none. */
export const fetchProductReviewCount = async (
  client: ShopClient,
  sku: string,
  options: ShopCallOptions = {},
): Promise<ShopResult<ProductReviewCount>> =>
  mapShopResult(
    await client.query<ReviewCountAnswer>(PRODUCT_REVIEW_COUNT_QUERY, { sku }, options),
    (data) => {
      // `eq` on sku is exact in Magento; the check keeps a laxer shop from counting another's.
      const product = presentEntries(data.products?.items).find((item) => item.sku === sku)
      return {
        reviewCount: Math.max(0, product?.review_count ?? 0),
        ratingSummary: Math.min(100, Math.max(0, product?.rating_summary ?? 0)),
      }
    },
  )
