import { mapShopResult, type ShopClient, type ShopResult } from '../client/shop-result'
import type { Product } from '../types'
import { PRODUCT_TILE_FIELDS } from './fragments'
import { toProduct } from './map-shop-data'
import type { RawProduct } from './raw-types'

/**
 * The products a page shows, by sku (Magento 2.4.8 filters `sku` with `in`): what the browser
 * refetches when the tab becomes visible again (SPEC.md section 4). A page names a few dozen
 * products at most (a listing's page, a detail with its linked products), so one request with
 * exactly that page size; never the whole catalogue (SPEC.md's page size 9999 was for a map of
 * every product, which no page carries any more).
 */
export const PRODUCTS_BY_SKU_QUERY = /* GraphQL */ `
  query products($skus: [String!]!, $pageSize: Int!) {
    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
      items {
        ...ProductTileFields
      }
    }
  }
  ${PRODUCT_TILE_FIELDS}
`

/** More skus than this are asked in the first request only: no page shows more products. */
export const MAX_REFRESHED_SKUS = 100

export const fetchProductsBySku = async (
  client: ShopClient,
  skus: readonly string[],
): Promise<ShopResult<Product[]>> => {
  const wanted = [...new Set(skus)].slice(0, MAX_REFRESHED_SKUS)
  if (wanted.length === 0) return { ok: true, data: [] }
  return mapShopResult(
    await client.query<{ products: { items: (RawProduct | null)[] | null } | null }>(
      PRODUCTS_BY_SKU_QUERY,
      { skus: wanted, pageSize: wanted.length },
    ),
    (data) =>
      (data.products?.items ?? [])
        .filter((item): item is RawProduct => item !== null)
        .map(toProduct),
  )
}
