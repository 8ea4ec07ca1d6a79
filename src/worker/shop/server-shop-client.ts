import { createShopClient, type ShopClient } from '../../shop'
import type { StoreViewScope } from './store-view-scope'

/**
 * The worker's shop client for a site's store view: anonymous (no customer token, no cookies),
 * since what it loads (listings, product details) is cached and served to every shopper alike;
 * every request names the store view (Magento's `Store` header).
 */
export const serverShopClient = (
  { site, storeView }: StoreViewScope,
  fetcher: typeof fetch,
): ShopClient =>
  createShopClient({
    url: site.shop.graphqlUrl,
    fetch: fetcher,
    getToken: () => null,
    getStoreView: () => storeView,
    credentials: null,
  })
