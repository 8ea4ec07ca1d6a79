import type { ShopCallOptions, ShopClient, ShopResult } from '../client/shop-result'
import { presentEntries } from './present-entries'

/**
 * One page of a product's approved reviews (Magento_ReviewGraphQl: `reviews` on the product,
 * newest first, pending reviews never listed) and the store's rating metadata, which the review
 * form needs to send a vote (its ids are the store's, base64-encoded). The product is found by
 * SKU: the detail page knows it, and a SKU is unique where a url key is only per store view.
 * https://developer.adobe.com/commerce/webapi/graphql/schema/products/queries/products/#productreview-object
 */
export const PRODUCT_REVIEWS_QUERY = /* GraphQL */ `
  query products($sku: String!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        sku
        reviews(pageSize: $pageSize, currentPage: $currentPage) {
          items {
            nickname
            summary
            text
            created_at
            average_rating
          }
          page_info {
            current_page
            total_pages
          }
        }
      }
    }
    productReviewRatingsMetadata {
      items {
        id
        name
        values {
          value
          value_id
        }
      }
    }
  }
`

export interface ProductReview {
  nickname: string
  summary: string
  text: string
  /** Magento's 'yyyy-MM-dd HH:mm:ss' (UTC), for formatDate. */
  createdAt: string
  /** 1 to 5 (the mean of the review's votes; one vote per review in a one-rating store). */
  rating: number
}

/** A rating the review form asks for: its id and the value id of each star value. */
export interface ReviewRating {
  id: string
  name: string
  /** Ascending by value: 1 star first. */
  values: { value: number; valueId: string }[]
}

export interface ProductReviewPage {
  reviews: ProductReview[]
  currentPage: number
  /** 0 when the product has no approved review. */
  totalPages: number
  /** The store's active ratings; empty when reviews take no rating (none is configured). */
  ratings: ReviewRating[]
}

interface RawReview {
  nickname?: string | null
  summary?: string | null
  text?: string | null
  created_at?: string | null
  average_rating?: number | null
}

interface RawRating {
  id?: string | null
  name?: string | null
  values?: ({ value?: string | null; value_id?: string | null } | null)[] | null
}

interface RawReviewsAnswer {
  products?: {
    items?:
      | ({
          sku?: string | null
          reviews?: {
            items?: (RawReview | null)[] | null
            page_info?: { current_page?: number | null; total_pages?: number | null } | null
          } | null
        } | null)[]
      | null
  } | null
  productReviewRatingsMetadata?: { items?: (RawRating | null)[] | null } | null
}

const clampRating = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : 0

const toRating = (raw: RawRating): ReviewRating => ({
  id: raw.id ?? '',
  name: raw.name ?? '',
  values: presentEntries(raw.values)
    .map((entry) => ({ value: Number(entry.value), valueId: entry.value_id ?? '' }))
    .filter((entry) => Number.isInteger(entry.value) && entry.valueId !== '')
    .sort((a, b) => a.value - b.value),
})

export const toProductReviewPage = (data: RawReviewsAnswer, sku: string): ProductReviewPage => {
  // Magento's sku filter is an exact match; the check keeps a lax shop from answering another's.
  const product = presentEntries(data.products?.items).find((item) => item.sku === sku)
  const reviews = product?.reviews
  return {
    reviews: presentEntries(reviews?.items).map((raw) => ({
      nickname: raw.nickname ?? '',
      summary: raw.summary ?? '',
      text: raw.text ?? '',
      createdAt: raw.created_at ?? '',
      rating: clampRating(raw.average_rating),
    })),
    currentPage: reviews?.page_info?.current_page ?? 1,
    totalPages: reviews?.page_info?.total_pages ?? 0,
    ratings: presentEntries(data.productReviewRatingsMetadata?.items)
      .map(toRating)
      .filter((rating) => rating.id !== '' && rating.values.length > 0),
  }
}

/** The page's own store view's reviews, or another's (`options.storeView`: another language). */
export const fetchProductReviews = async (
  client: ShopClient,
  page: { sku: string; pageSize: number; currentPage: number },
  options: ShopCallOptions = {},
): Promise<ShopResult<ProductReviewPage>> => {
  const result = await client.query<RawReviewsAnswer>(PRODUCT_REVIEWS_QUERY, page, options)
  return result.ok ? { ok: true, data: toProductReviewPage(result.data, page.sku) } : result
}
