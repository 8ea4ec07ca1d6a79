import { pageLinkFor } from '../../brands/page-links'
import type { SiteConfig } from '../../brands/sites'
import {
  fetchSitemapProducts,
  fetchSitemapUrlKeys,
  type ShopResult,
  type SitemapProduct,
} from '../../shop'
import { withLocale } from '../../lib'
import { cacheKey } from '../upstream-cache/cache-key'
import { STALE_WHILE_REVALIDATE_MS, type UpstreamCache } from '../upstream-cache/upstream-cache'
import { UpstreamError } from '../clients/upstream-error'
import { serverShopClient } from '../shop/server-shop-client'
import { shopDataIdentity, storeViewScope, type StoreViewScope } from '../shop/store-view-scope'
import { PARALLEL_REQUESTS, PRODUCTS_PER_FILE, SHOP_PAGE_SIZE } from './limits'
import { mapLimited } from './map-limited'
import { sitemapFilePath } from './sitemap-files'
import type { SitemapEntry } from './sitemap-xml'

/**
 * The product files of a locale: its store view's catalogue (the site's root category), a
 * file of PRODUCTS_PER_FILE products each, every product at its detail page's address in
 * that locale (`<products page>/<url key>`, as TYPO3's route enhancer answers it) with its
 * addresses in the other locales' store views. Kept as catalogue entries of the store view:
 * a catalogue purge (or the site's) clears them.
 */

interface Clients {
  cache: UpstreamCache
  fetcher: typeof fetch
}

const shopFailed = (scope: StoreViewScope, what: string, result: ShopResult<unknown>) => {
  const message = result.ok ? '' : result.error.message
  return new UpstreamError(502, 'The shop is unavailable', {
    detail: `sitemap ${what} in ${scope.storeView}: ${message}`,
  })
}

const cached = async <T>(
  cache: UpstreamCache,
  scope: StoreViewScope,
  path: string,
  load: () => Promise<T>,
): Promise<T> => {
  const identity = shopDataIdentity(scope, path)
  const answer = await cache.get(await cacheKey(identity), identity, async () => ({
    value: await load(),
    store: true,
    freshForMs: scope.site.cache.ttlSeconds * 1000,
    staleForMs: STALE_WHILE_REVALIDATE_MS,
    pageId: null,
  }))
  return answer.value
}

const fetchPage = async (scope: StoreViewScope, fetcher: typeof fetch, currentPage: number) => {
  const result = await fetchSitemapProducts(serverShopClient(scope, fetcher), {
    categoryId: scope.site.config.rootCategoryId,
    pageSize: SHOP_PAGE_SIZE,
    currentPage,
  })
  if (!result.ok) throw shopFailed(scope, `products page ${currentPage}`, result)
  return result.data
}

/** How many product files the locale has: one small request, then its catalogue entry. */
export const productFileCount = async (
  { cache, fetcher }: Clients,
  site: SiteConfig,
  locale: string,
): Promise<number> => {
  const scope = storeViewScope(site, locale)
  const total = await cached(cache, scope, '/sitemap/product-count', async () => {
    const result = await fetchSitemapProducts(serverShopClient(scope, fetcher), {
      categoryId: site.config.rootCategoryId,
      pageSize: 1,
      currentPage: 1,
    })
    if (!result.ok) throw shopFailed(scope, 'product count', result)
    return result.data.total
  })
  return Math.ceil(total / PRODUCTS_PER_FILE)
}

/** The products of file `file` (1, 2, …) in the scope's view: at most ten shop pages. */
const productsOfFile = async (
  scope: StoreViewScope,
  fetcher: typeof fetch,
  file: number,
): Promise<SitemapProduct[]> => {
  const pagesPerFile = PRODUCTS_PER_FILE / SHOP_PAGE_SIZE
  const firstPage = (file - 1) * pagesPerFile + 1
  const first = await fetchPage(scope, fetcher, firstPage)
  // Magento refuses a currentPage past the last one: ask only for pages that exist.
  const lastPage = Math.min(firstPage + pagesPerFile - 1, Math.ceil(first.total / SHOP_PAGE_SIZE))
  const pages = Array.from(
    { length: Math.max(0, lastPage - firstPage) },
    (_, i) => firstPage + 1 + i,
  )
  const rest = await mapLimited(pages, PARALLEL_REQUESTS, (page) => fetchPage(scope, fetcher, page))
  return [first, ...rest].flatMap((page) => page.products)
}

/** Url keys of `skus` in another store view, by sku; a sku that view does not sell is absent. */
const urlKeysIn = async (
  scope: StoreViewScope,
  fetcher: typeof fetch,
  skus: readonly string[],
): Promise<Map<string, string>> => {
  const chunks = Array.from({ length: Math.ceil(skus.length / SHOP_PAGE_SIZE) }, (_, i) =>
    skus.slice(i * SHOP_PAGE_SIZE, (i + 1) * SHOP_PAGE_SIZE),
  )
  const answers = await mapLimited(chunks, PARALLEL_REQUESTS, async (chunk) => {
    const result = await fetchSitemapUrlKeys(serverShopClient(scope, fetcher), chunk)
    if (!result.ok) throw shopFailed(scope, 'url keys', result)
    return result.data
  })
  return new Map(answers.flat().map(({ sku, urlKey }) => [sku, urlKey]))
}

/** A product detail page's address in a locale: '/produkte/magnesium-400', '/en/products/…'. */
export const productPath = (site: SiteConfig, locale: string, urlKey: string): string => {
  const products = pageLinkFor(site.pageLinks, 'products', locale)
  const path = `${products === '/' ? '' : products}/${encodeURIComponent(urlKey)}`
  return withLocale(path, locale, site.defaultLocale)
}

const readProductEntries = async (
  fetcher: typeof fetch,
  site: SiteConfig,
  locale: string,
  file: number,
): Promise<SitemapEntry[]> => {
  const own = storeViewScope(site, locale)
  const products = await productsOfFile(own, fetcher, file)
  const skus = products.map(({ sku }) => sku)
  // One lookup per other store view (locales of one view share its url keys), one at a time.
  const keysByView = new Map<string, Map<string, string>>([
    [own.storeView, new Map(products.map(({ sku, urlKey }) => [sku, urlKey]))],
  ])
  for (const { code } of site.locales) {
    const scope = storeViewScope(site, code)
    if (!keysByView.has(scope.storeView)) {
      keysByView.set(scope.storeView, await urlKeysIn(scope, fetcher, skus))
    }
  }
  return products.map(({ sku, urlKey }) => {
    const versions = site.locales.flatMap(({ code, hreflang }) => {
      const key = keysByView.get(storeViewScope(site, code).storeView)?.get(sku)
      return key ? [{ code, hreflang, path: productPath(site, code, key) }] : []
    })
    const fallback = versions.find(({ code }) => code === site.defaultLocale)
    const alternates =
      versions.length < 2
        ? []
        : [
            ...versions.map(({ hreflang, path }) => ({ hreflang, path })),
            ...(fallback ? [{ hreflang: 'x-default', path: fallback.path }] : []),
          ]
    return { path: productPath(site, locale, urlKey), alternates }
  })
}

/** File `file` of the locale's product files, through its catalogue entry. */
export const loadProductEntries = async (
  { cache, fetcher }: Clients,
  site: SiteConfig,
  locale: string,
  file: number,
): Promise<SitemapEntry[]> =>
  cached(
    cache,
    storeViewScope(site, locale),
    sitemapFilePath({ kind: 'products', locale, file }),
    () => readProductEntries(fetcher, site, locale, file),
  )
