import { mapShopResult, type ShopClient, type ShopResult } from '../client/shop-result'
import type { Product } from '../types'
import { PRODUCT_PRICE_FIELDS } from './fragments'
import { toProduct } from './map-shop-data'
import type { RawProduct } from './raw-types'

/**
 * Every product under the site's root category in one call (SPEC.md section 7: page size 9999),
 * so product tiles and detail pages read prices from the catalogue map.
 */
export const DEFAULT_PRODUCTS_PAGE_SIZE = 9999

export const PRODUCTS_QUERY = /* GraphQL */ `
  query products($categoryId: String!, $pageSize: Int!) {
    products(filter: { category_id: { eq: $categoryId } }, pageSize: $pageSize) {
      items {
        ...ProductPriceFields
        url_key
        stock_status
        omnibus_price {
          value
          currency
        }
      }
    }
  }
  ${PRODUCT_PRICE_FIELDS}
`

export const fetchProducts = async (
  client: ShopClient,
  rootCategoryId: number | string,
  pageSize: number = DEFAULT_PRODUCTS_PAGE_SIZE,
): Promise<ShopResult<Product[]>> =>
  mapShopResult(
    await client.query<{ products: { items: (RawProduct | null)[] | null } | null }>(
      PRODUCTS_QUERY,
      { categoryId: String(rootCategoryId), pageSize },
    ),
    (data) =>
      (data.products?.items ?? [])
        .filter((item): item is RawProduct => item !== null)
        .map(toProduct),
  )
