import type { SiteConfig } from '../../brands/sites'
import { productsById, type CatalogueSnapshot, type Product } from '../../cart'
import { fetchProducts } from '../../cart/operations/products'
import { serverShopClient } from './server-shop-client'
import { cacheKey, type CacheIdentity } from './cache-key'
import { STALE_WHILE_REVALIDATE_MS, type PageCache } from './page-cache'
import type { RequestLog } from '../request-log'
import { UpstreamError } from './upstream-error'

/**
 * An answer without errors can still be no catalogue: no products under the site's root (the
 * shop's index is being rebuilt, or `products` came back null), or products without sku, name
 * or price. Cached, it would replace a good copy and show shoppers a shop without products or
 * with items at 0 €; refused, the stored copy is served until the shop answers properly.
 */
const catalogueProblem = (products: readonly Product[]): string | null => {
  if (products.length === 0) return 'no products under the root category'
  const broken = products.find(
    (product) =>
      !product.id ||
      !product.sku ||
      !product.name ||
      !(product.price_range.minimum_price.final_price.value > 0),
  )
  return broken ? `a product without id, sku, name or price (${JSON.stringify(broken.sku)})` : null
}

/**
 * The shop's product catalogue for server rendering, through the same KV cache as pages: prices
 * are in the HTML, and the browser refreshes them. The shop being down costs no page: the
 * snapshot is then null (or a stale copy) and the browser loads the products itself.
 */
export const loadCatalogue = async (
  cache: PageCache,
  site: SiteConfig,
  fetcher: typeof fetch,
  log: RequestLog,
): Promise<CatalogueSnapshot | null> => {
  const identity: CacheIdentity = { kind: 'catalogue', site: site.id, locale: '*', path: '*' }
  const shop = serverShopClient(site, fetcher)
  try {
    const cached = await cache.get(await cacheKey(identity), identity, async () => {
      const result = await fetchProducts(shop, site.config.rootCategoryId)
      if (!result.ok) {
        throw new UpstreamError(502, 'The shop is unavailable', {
          detail: `catalogue: ${result.error.message}`,
        })
      }
      const problem = catalogueProblem(result.data)
      if (problem) {
        throw new UpstreamError(502, 'The shop is unavailable', { detail: `catalogue: ${problem}` })
      }
      return {
        value: { products: productsById(result.data) },
        store: true,
        freshForMs: site.cache.ttlSeconds * 1000,
        staleForMs: STALE_WHILE_REVALIDATE_MS,
        pageId: null,
      }
    })
    return cached.value
  } catch (error) {
    log.error('catalogue:', error instanceof UpstreamError ? error.detail : error)
    return null
  }
}
