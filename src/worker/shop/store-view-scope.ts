import type { SiteConfig } from '../../brands/sites'
import { storeViewOf } from '../../brands/store-view'
import type { CacheIdentity } from '../upstream-cache/cache-key'

/**
 * What the worker asks the shop for: a site's shop in the Magento store view of the page's
 * locale. Names, texts and url keys differ per store view, so everything stored of
 * the shop's answers is kept apart per store view as well.
 */
export interface StoreViewScope {
  site: SiteConfig
  storeView: string
}

export const storeViewScope = (site: SiteConfig, locale: string): StoreViewScope => ({
  site,
  storeView: storeViewOf(site, locale),
})

/**
 * The cache identity of shop data: one of the site's catalogue entries (a catalogue purge clears
 * every store view's), with the store view where pages have their locale. A locale's purge
 * (pages and initial data) leaves the shop's data alone, as before store views.
 */
export const shopDataIdentity = (
  { site, storeView }: StoreViewScope,
  path: string,
): CacheIdentity => ({
  kind: 'catalogue',
  site: site.id,
  locale: storeView,
  path,
})
