import { mapShopResult, type ShopClient, type ShopResult } from '../client/shop-result'

/**
 * The sitemap's product addresses (src/worker/sitemap): a store view's catalogue, one page of
 * skus and url keys at a time, and the url keys of given skus in another view (url keys are
 * store-scoped in Magento, so each language's address of a product is its view's own). Only
 * what an address needs: a sitemap file of thousands of products stays a few small requests.
 * Products not visible in the catalogue (a configurable's simple children) are not listed by
 * Magento's products query, so they get no address either.
 */
export const SITEMAP_PRODUCTS_QUERY = /* GraphQL */ `
  query products($categoryId: String!, $pageSize: Int!, $currentPage: Int!) {
    products(
      filter: { category_id: { eq: $categoryId } }
      pageSize: $pageSize
      currentPage: $currentPage
    ) {
      total_count
      items {
        sku
        url_key
      }
    }
  }
`

export const SITEMAP_URL_KEYS_QUERY = /* GraphQL */ `
  query products($skus: [String!]!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: { sku: { in: $skus } }, pageSize: $pageSize, currentPage: $currentPage) {
      items {
        sku
        url_key
      }
    }
  }
`

export interface SitemapProduct {
  sku: string
  urlKey: string
}

export interface SitemapProductPage {
  /** Products in the whole listing (every page), as the shop counts them. */
  total: number
  products: SitemapProduct[]
}

interface Answer {
  products: {
    total_count?: number | null
    items: ({ sku?: string | null; url_key?: string | null } | null)[] | null
  } | null
}

/** Products without a sku or url key have no address: left out. */
const productsOf = (data: Answer): SitemapProduct[] =>
  (data.products?.items ?? []).flatMap((item) =>
    item?.sku && item.url_key ? [{ sku: item.sku, urlKey: item.url_key }] : [],
  )

export const fetchSitemapProducts = async (
  client: ShopClient,
  variables: { categoryId: number; pageSize: number; currentPage: number },
): Promise<ShopResult<SitemapProductPage>> =>
  mapShopResult(
    await client.query<Answer>(SITEMAP_PRODUCTS_QUERY, {
      ...variables,
      categoryId: String(variables.categoryId),
    }),
    (data) => ({ total: data.products?.total_count ?? 0, products: productsOf(data) }),
  )

/** The url keys of `skus` (at most one page of them) in the client's store view. */
export const fetchSitemapUrlKeys = async (
  client: ShopClient,
  skus: readonly string[],
): Promise<ShopResult<SitemapProduct[]>> =>
  mapShopResult(
    await client.query<Answer>(SITEMAP_URL_KEYS_QUERY, {
      skus,
      pageSize: skus.length,
      currentPage: 1,
    }),
    // `in` on sku is exact in Magento; the check keeps a looser shop from naming others.
    (data) => {
      const asked = new Set(skus)
      return productsOf(data).filter((product) => asked.has(product.sku))
    },
  )
