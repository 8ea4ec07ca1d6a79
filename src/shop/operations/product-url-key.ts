import { mapShopResult, type ShopClient, type ShopResult } from '../client/shop-result'

/**
 * A product's url key in the client's store view, by sku: url keys are store-scoped in Magento
 * (an English view has its own), so a product page links its other languages by asking each of
 * their store views. Null when the view has no such product.
 */
export const PRODUCT_URL_KEY_QUERY = /* GraphQL */ `
  query products($sku: String!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        sku
        url_key
      }
    }
  }
`

interface UrlKeyAnswer {
  products: { items: ({ sku?: string | null; url_key?: string | null } | null)[] | null } | null
}

export const fetchProductUrlKey = async (
  client: ShopClient,
  sku: string,
): Promise<ShopResult<string | null>> =>
  mapShopResult(
    await client.query<UrlKeyAnswer>(PRODUCT_URL_KEY_QUERY, { sku }),
    (data) =>
      // `eq` on sku is exact in Magento; the check keeps a shop's looser match from linking
      // another product.
      data.products?.items?.find((item) => item?.sku === sku)?.url_key || null,
  )
