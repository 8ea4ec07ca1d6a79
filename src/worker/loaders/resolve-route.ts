import type { Context } from 'hono'
import type { RouteState } from '../../app'
import { parseCookies } from '../../lib'
import type { AppEnv } from '../env'
import { loadInitialData, loadPage } from '../cms/load'
import type { CacheSource } from '../upstream-cache/upstream-cache'
import { pageNotFound } from '../routes/http-error'
import { storeViewScope } from '../shop/store-view-scope'
import { loadShopConfig, type ShopConfig } from '../shop/shop-config'
import { chromeData } from './chrome-data'
import { isValidPagePath } from '../guards/valid-page-path'

/** TYPO3's backend session cookie: only a logged-in editor can ask for a preview. */
const BACKEND_SESSION_COOKIE = 'be_typo_user'

const previewCookieOf = (c: Context<AppEnv>): string | null => {
  if (new URL(c.req.url).searchParams.get('preview') !== '1') return null
  const session = parseCookies(c.req.header('cookie')).get(BACKEND_SESSION_COOKIE)
  return session ? `${BACKEND_SESSION_COOKIE}=${encodeURIComponent(session)}` : null
}

export interface ResolvedRoute {
  state: RouteState
  /** The locale's interface texts, which the server's render translates with. */
  texts: Record<string, string>
  pageSource: CacheSource
  initialDataSource: CacheSource
  /** The shop's configuration (its currency); null when the shop gave none: the registry's stands. */
  shopConfig: ShopConfig | null
}

/**
 * Reads a page path's payload, its locale's initial data and the shop's configuration, in
 * parallel (the configuration adds no wait of its own), through the cache, as the CMS and the
 * shop sent them (element fills are the route loader's: ./load-route.ts). CMS failures throw
 * (HttpError, UpstreamError) and the error handler renders them; a shop configuration that
 * fails is null (../shop/shop-config.ts). A payload asks for no configuration: client
 * navigation keeps the site (and its currency) the first page rendered with.
 */
export const resolveRoute = async (
  c: Context<AppEnv>,
  path: string,
  { shopConfig: wantsShopConfig = true }: { shopConfig?: boolean } = {},
): Promise<ResolvedRoute> => {
  if (!isValidPagePath(path)) throw pageNotFound(path)
  const { site, locale, localePrefix, clients } = c.var
  const { cms, cache } = clients
  const query = new URL(c.req.url).searchParams
  const [page, initialData, shopConfig] = await Promise.all([
    loadPage(
      cache,
      cms,
      {
        site,
        locale,
        localePrefix,
        path,
        query,
        previewCookie: previewCookieOf(c),
      },
      clients.log,
    ),
    loadInitialData(cache, cms, { site, locale, localePrefix }),
    wantsShopConfig
      ? loadShopConfig(cache, storeViewScope(site, locale), clients.shopFetch, clients.log)
      : null,
  ])
  const chrome = chromeData(initialData.value, site, locale)
  return {
    state: {
      path,
      locale,
      payload: page.value,
      initialData: chrome.initialData,
      error: null,
    },
    texts: chrome.texts,
    pageSource: page.source,
    initialDataSource: initialData.source,
    shopConfig,
  }
}

export const cacheHeaders = (route: ResolvedRoute): Record<string, string> => ({
  'x-cache-status': route.pageSource,
  'x-initial-data-cache-status': route.initialDataSource,
})
