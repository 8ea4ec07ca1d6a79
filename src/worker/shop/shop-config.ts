import * as z from 'zod'
import type { PublicSite, SiteConfig } from '../../brands/sites'
import { cacheKey } from '../upstream-cache/cache-key'
import { STALE_WHILE_REVALIDATE_MS, type UpstreamCache } from '../upstream-cache/upstream-cache'
import { UpstreamError } from '../clients/upstream-error'
import type { RequestLog } from '../reporting/request-log'
import { shopDataIdentity, type StoreViewScope } from './store-view-scope'

/**
 * The shop's configuration (SPEC.md section 7: `GET {shop base}/configmanager/index`), of which
 * the storefront reads the currency: the shop's truth, where the sites registry's `currency` is
 * only what stands when the shop does not answer. The answer's other fields (locale, time zone,
 * store code, whatever a shop adds) are ignored. A currency is three upper-case letters (ISO
 * 4217); an answer without one is no configuration.
 */
const shopConfigSchema = z.looseObject({
  currency: z.string().regex(/^[A-Z]{3}$/),
  // Magento's general/country/allow: ISO 3166 codes. Optional, as the spec shows only the
  // currency; a list with anything else in it is not taken (the default country stands).
  countries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .min(1)
    .max(250)
    .optional()
    .catch(undefined),
})

export interface ShopConfig {
  currency: string
  /** The countries the shop delivers to; absent when its configuration does not say. */
  countries?: readonly string[]
}

export const shopConfigUrl = (site: SiteConfig): string =>
  `${site.shop.baseUrl.replace(/\/+$/, '')}/configmanager/index`

/**
 * Asks the shop for the store view's configuration (the `Store` header, as with GraphQL); throws
 * an UpstreamError when it does not answer with one.
 */
const fetchShopConfig = async (
  { site, storeView }: StoreViewScope,
  fetcher: typeof fetch,
): Promise<ShopConfig> => {
  const url = shopConfigUrl(site)
  const failed = (detail: string, cause?: unknown) =>
    new UpstreamError(502, 'The shop configuration is unavailable', {
      detail: `${url}: ${detail}`,
      cause,
    })
  let response: Response
  try {
    response = await fetcher(url, { headers: { accept: 'application/json', store: storeView } })
  } catch (error) {
    throw failed(error instanceof Error ? error.message : String(error), error)
  }
  if (!response.ok) throw failed(`status ${response.status}`)
  let body: unknown
  try {
    body = await response.json()
  } catch (error) {
    throw failed('not JSON', error)
  }
  const parsed = shopConfigSchema.safeParse(body)
  if (!parsed.success) {
    // One log line: zod's report spans several.
    throw failed(`no configuration: ${z.prettifyError(parsed.error).replace(/\s*\n\s*/g, ' ')}`)
  }
  const { currency, countries } = parsed.data
  return countries ? { currency, countries: [...new Set(countries)] } : { currency }
}

/**
 * How long a page waits for a configuration that is not stored yet: the registry's currency is
 * a fine answer meanwhile, and a slow shop must not hold every page of a site (the load goes on
 * in the background and is stored for the next page, upstream-cache.ts).
 */
export const SHOP_CONFIG_WAIT_MS = 500

const gaveUp = (ms: number) =>
  new Promise<'gave-up'>((resolve) => setTimeout(() => resolve('gave-up'), ms))

/**
 * The shop configuration of the site's store view through the upstream cache, with the site's TTL and
 * stale-while-revalidate like the initial data: a stored copy is served while the shop is down
 * (stale-if-error), and a failure is never stored. Without any copy, a failing or slow shop gives
 * null: logged, and the page renders with the registry's currency; never an error page.
 */
export const loadShopConfig = async (
  cache: UpstreamCache,
  scope: StoreViewScope,
  fetcher: typeof fetch,
  log: RequestLog,
): Promise<ShopConfig | null> => {
  const { site } = scope
  // One catalogue entry per site and store view, so a catalogue purge refreshes it with the
  // products.
  const identity = shopDataIdentity(scope, '/configmanager/index')
  try {
    const loading = cache.get(await cacheKey(identity), identity, async () => ({
      value: await fetchShopConfig(scope, fetcher),
      store: true,
      freshForMs: site.cache.ttlSeconds * 1000,
      staleForMs: STALE_WHILE_REVALIDATE_MS,
      pageId: null,
    }))
    // A late failure is logged by the upstream cache; this request has moved on.
    loading.catch(() => undefined)
    const cached = await Promise.race([loading, gaveUp(SHOP_CONFIG_WAIT_MS)])
    if (cached === 'gave-up') {
      log.warn(
        `[shop-config] ${site.id}: no answer within ${SHOP_CONFIG_WAIT_MS} ms; the registry's currency stands`,
      )
      return null
    }
    return cached.value
  } catch (error) {
    const detail = error instanceof UpstreamError ? error.detail : String(error)
    log.warn(`[shop-config] ${site.id}: ${detail}; the registry's currency stands`)
    return null
  }
}

/**
 * The public site as the page renders and hydrates it: the shop's currency and delivery
 * countries where it has them.
 */
export const withShopConfig = (site: PublicSite, config: ShopConfig | null): PublicSite =>
  config
    ? {
        ...site,
        shop: {
          ...site.shop,
          currency: config.currency,
          shippingCountries: config.countries ?? site.shop.shippingCountries,
        },
      }
    : site
