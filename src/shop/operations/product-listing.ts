import { mapShopResult, type ShopClient, type ShopResult } from '../client/shop-result'
import type { Product } from '../types'
import { PRODUCT_TILE_FIELDS } from './fragments'
import { toProduct } from './map-shop-data'
import { presentEntries } from './present-entries'
import type { RawProduct } from './raw-types'

/**
 * One page of a filtered, sorted or searched product list with its layered navigation, and the
 * site's subcategories for the category navigation: one request, so one cache entry per list.
 * Magento answers the aggregations over the whole filtered result (not the page), their option
 * values go straight back into `filter` (https://developer.adobe.com/commerce/webapi/graphql/
 * schema/products/queries/products/#aggregations). `includeDirectChildrenOnly` keeps the
 * category aggregation to the level the navigation shows.
 */
export const PRODUCT_LISTING_QUERY = /* GraphQL */ `
  query products(
    $search: String
    $filter: ProductAttributeFilterInput!
    $sort: ProductAttributeSortInput
    $pageSize: Int!
    $currentPage: Int!
    $rootCategoryId: String!
    $countFilter: ProductAttributeFilterInput!
    $withCategoryCounts: Boolean!
  ) {
    products(
      search: $search
      filter: $filter
      sort: $sort
      pageSize: $pageSize
      currentPage: $currentPage
    ) {
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
      items {
        ...ProductTileFields
      }
      aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {
        attribute_code
        label
        options {
          label
          value
          count
        }
      }
    }
    # A category view keeps the counts of its neighbours: the same filters over the root category.
    categoryCounts: products(search: $search, filter: $countFilter, pageSize: 1)
      @include(if: $withCategoryCounts) {
      aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {
        attribute_code
        options {
          value
          count
        }
      }
    }
    categories(filters: { parent_id: { eq: $rootCategoryId } }, pageSize: 50) {
      items {
        uid
        name
        position
      }
    }
  }
  ${PRODUCT_TILE_FIELDS}
`

/** What a listing asks the shop; every filter is an option value the shop sent before. */
export interface ProductListingRequest {
  rootCategoryId: number | string
  search: string
  /** A subcategory's uid; null lists the whole root category. */
  categoryUid: string | null
  productLine: string | null
  productType: string | null
  /** Magento's `price { from to }`; `to` null for an open-ended range. */
  price: { from: string; to: string | null } | null
  inStockOnly: boolean
  /** Magento's sort field and direction; null for the shop's own order. */
  sort: {
    field: 'name' | 'price' | 'news_from_date' | 'relevance'
    direction: 'ASC' | 'DESC'
  } | null
  pageSize: number
  currentPage: number
}

export interface ListingOption {
  label: string
  value: string
  count: number
}

export interface ListingAggregation {
  code: string
  label: string
  options: ListingOption[]
}

export interface ListingCategory {
  uid: string
  name: string
}

export interface ProductListingResult {
  items: Product[]
  total: number
  currentPage: number
  totalPages: number
  aggregations: ListingAggregation[]
  categories: ListingCategory[]
  /**
   * How many products of the other filters each subcategory holds, by uid: with a category
   * chosen too (its neighbours' counts come from a second look at the root category). Absent
   * from listings stored before it was asked for.
   */
  categoryCounts?: Record<string, number>
}

interface RawListing {
  products: {
    total_count?: number | null
    page_info?: { current_page?: number | null; total_pages?: number | null } | null
    items?: (RawProduct | null)[] | null
    aggregations?:
      | ({
          attribute_code: string
          label?: string | null
          options?:
            ({ label?: string | null; value: string; count?: number | null } | null)[] | null
        } | null)[]
      | null
  } | null
  categories: {
    items?: ({ uid: string; name?: string | null; position?: number | null } | null)[] | null
  } | null
  categoryCounts?: {
    aggregations?:
      | ({
          attribute_code: string
          options?: ({ value: string; count?: number | null } | null)[] | null
        } | null)[]
      | null
  } | null
}

const eq = (value: string) => ({ eq: value })

/** The `filter` argument: the root category unless a subcategory is chosen. */
const filterOf = (request: ProductListingRequest): Record<string, unknown> => ({
  ...(request.categoryUid
    ? { category_uid: eq(request.categoryUid) }
    : { category_id: eq(String(request.rootCategoryId)) }),
  ...attributeFilterOf(request),
})

/** The filters beside the category: the same for the list and for its neighbours' counts. */
const attributeFilterOf = (request: ProductListingRequest): Record<string, unknown> => ({
  ...(request.productLine ? { product_line: eq(request.productLine) } : {}),
  ...(request.productType ? { dh_product_type: eq(request.productType) } : {}),
  ...(request.price
    ? { price: { from: request.price.from, ...(request.price.to ? { to: request.price.to } : {}) } }
    : {}),
  ...(request.inStockOnly ? { stock_status: eq('IN_STOCK') } : {}),
})

export const productListingVariables = (request: ProductListingRequest) => ({
  search: request.search || null,
  filter: filterOf(request),
  sort: request.sort ? { [request.sort.field]: request.sort.direction } : null,
  pageSize: request.pageSize,
  currentPage: request.currentPage,
  rootCategoryId: String(request.rootCategoryId),
  countFilter: { category_id: eq(String(request.rootCategoryId)), ...attributeFilterOf(request) },
  withCategoryCounts: request.categoryUid !== null,
})

const CATEGORY_AGGREGATION = 'category_uid'

type RawAggregations = NonNullable<RawListing['products']>['aggregations']

/** The category aggregation's counts by uid. */
const categoryCountsOf = (aggregations: RawAggregations): Record<string, number> =>
  Object.fromEntries(
    presentEntries(
      presentEntries(aggregations).find((entry) => entry.attribute_code === CATEGORY_AGGREGATION)
        ?.options,
    ).map((option) => [option.value, option.count ?? 0]),
  )

/** Null when the answer holds no product list at all (a broken answer, not an empty result). */
const toListing = (data: RawListing): ProductListingResult | null => {
  const products = data.products
  if (!products) return null
  const categories = presentEntries(data.categories?.items)
    .slice()
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
  return {
    items: presentEntries(products.items).map(toProduct),
    total: products.total_count ?? 0,
    currentPage: products.page_info?.current_page ?? 1,
    totalPages: products.page_info?.total_pages ?? 0,
    aggregations: presentEntries(products.aggregations).map((aggregation) => ({
      code: aggregation.attribute_code,
      label: aggregation.label ?? aggregation.attribute_code,
      options: presentEntries(aggregation.options).map((option) => ({
        label: option.label ?? option.value,
        value: option.value,
        count: option.count ?? 0,
      })),
    })),
    categories: categories.map((category) => ({
      uid: category.uid,
      name: category.name ?? '',
    })),
    // Without a category chosen the list's own aggregation counts the subcategories.
    categoryCounts: categoryCountsOf(
      data.categoryCounts ? data.categoryCounts.aggregations : products.aggregations,
    ),
  }
}

export const fetchProductListing = async (
  client: ShopClient,
  request: ProductListingRequest,
): Promise<ShopResult<ProductListingResult | null>> =>
  mapShopResult(
    await client.query<RawListing>(PRODUCT_LISTING_QUERY, productListingVariables(request)),
    toListing,
  )
