import { asListed, fetchProductDetail, skusShown } from '../../shop'
import { productDetailOf, type ProductDetail } from '../../elements/product_detail/product-detail'
import { serverShopClient } from './server-shop-client'
import { shopDataIdentity, type StoreViewScope } from './store-view-scope'
import { cacheKey } from '../upstream-cache/cache-key'
import { STALE_WHILE_REVALIDATE_MS, type UpstreamCache } from '../upstream-cache/upstream-cache'
import { UpstreamError } from '../clients/upstream-error'

/**
 * A product's detail by url key (with its linked products' tiles), through the upstream cache: one of the
 * site's catalogue entries (`/products/<url key>`), so purging the catalogue purges it too. An
 * unknown url key is remembered as null for the site's not-found TTL (random addresses do not
 * each cost a shop request). The shop failing without a stored copy throws (the error page): a
 * detail page has nothing to show without its product.
 */
export const loadProductDetail = async (
  cache: UpstreamCache,
  scope: StoreViewScope,
  fetcher: typeof fetch,
  urlKey: string,
): Promise<ProductDetail | null> => {
  const { site } = scope
  const identity = shopDataIdentity(scope, `/products/${urlKey}`)
  const shop = serverShopClient(scope, fetcher)
  const cached = await cache.get(await cacheKey(identity), identity, async () => {
    const result = await fetchProductDetail(shop, urlKey)
    if (!result.ok) {
      throw new UpstreamError(502, 'The shop is unavailable', {
        detail: `product ${urlKey}: ${result.error.message}`,
      })
    }
    const ttlSeconds = result.data ? site.cache.ttlSeconds : site.cache.notFoundTtlSeconds
    const shown = result.data ? productDetailOf(result.data) : null
    // The linked products are tiles: a family among them carries what its tile shows.
    const detail = shown && {
      ...shown,
      related: shown.related.map(asListed),
      crosssell: shown.crosssell.map(asListed),
    }
    return {
      value: detail,
      store: true,
      freshForMs: ttlSeconds * 1000,
      staleForMs: result.data ? STALE_WHILE_REVALIDATE_MS : 0,
      pageId: null,
      // The product and the tiles beside it: a price change of any of them shows here.
      skus: detail
        ? [detail.product, ...detail.related, ...detail.crosssell].flatMap(skusShown)
        : [],
    }
  })
  return cached.value
}
