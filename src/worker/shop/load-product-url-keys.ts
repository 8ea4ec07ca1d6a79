import type { SiteConfig } from '../../brands/sites'
import { fetchProductUrlKey } from '../../shop'
import { cacheKey } from '../upstream-cache/cache-key'
import { STALE_WHILE_REVALIDATE_MS, type UpstreamCache } from '../upstream-cache/upstream-cache'
import { UpstreamError } from '../clients/upstream-error'
import type { RequestLog } from '../reporting/request-log'
import { serverShopClient } from './server-shop-client'
import { shopDataIdentity, storeViewScope, type StoreViewScope } from './store-view-scope'

/** One product's url key in one store view, through that view's catalogue entry. */
const loadUrlKey = async (
  cache: UpstreamCache,
  scope: StoreViewScope,
  fetcher: typeof fetch,
  sku: string,
): Promise<string | null> => {
  const identity = shopDataIdentity(scope, `/url-key/${encodeURIComponent(sku)}`)
  const cached = await cache.get(await cacheKey(identity), identity, async () => {
    const result = await fetchProductUrlKey(serverShopClient(scope, fetcher), sku)
    if (!result.ok) {
      throw new UpstreamError(502, 'The shop is unavailable', {
        detail: `url key of ${sku} in ${scope.storeView}: ${result.error.message}`,
      })
    }
    const { ttlSeconds, notFoundTtlSeconds } = scope.site.cache
    return {
      value: result.data,
      store: true,
      freshForMs: (result.data ? ttlSeconds : notFoundTtlSeconds) * 1000,
      staleForMs: result.data ? STALE_WHILE_REVALIDATE_MS : 0,
      pageId: null,
    }
  })
  return cached.value
}

/**
 * A product's url key in the store view of each of the site's locales, by locale code, given its
 * key in the page's view: a product page's language links lead to the product's own address in
 * each language. Locales of the page's store view share its key; each other store view
 * costs one request the first time (then its own catalogue entry), all at once: a site has a
 * handful of locales. A view without the product, or a shop that fails, leaves its locale out
 * (logged): the page's languages then treat it as untranslated, never as a dead link.
 */
export const loadProductUrlKeys = async (
  cache: UpstreamCache,
  page: StoreViewScope,
  fetcher: typeof fetch,
  { sku, urlKey }: { sku: string; urlKey: string },
  log: RequestLog,
): Promise<Record<string, string>> => {
  const site: SiteConfig = page.site
  const keys = await Promise.all(
    site.locales.map(async ({ code }): Promise<[string, string | null]> => {
      const scope = storeViewScope(site, code)
      if (scope.storeView === page.storeView) return [code, urlKey]
      try {
        return [code, await loadUrlKey(cache, scope, fetcher, sku)]
      } catch (error) {
        log.warn(
          '[url-keys]',
          error instanceof UpstreamError
            ? error.detail
            : error instanceof Error
              ? error.message
              : error,
        )
        return [code, null]
      }
    }),
  )
  return Object.fromEntries(keys.filter((entry): entry is [string, string] => entry[1] !== null))
}
