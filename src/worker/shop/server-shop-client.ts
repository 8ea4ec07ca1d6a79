import type { SiteConfig } from '../../brands/sites'
import { createShopClient } from '../../cart/client/create-shop-client'
import type { ShopClient } from '../../cart'

/**
 * The worker's shop client for a site: anonymous (no customer token, no cookies), since what it
 * loads (listings, product details) is cached and served to every shopper alike.
 */
export const serverShopClient = (site: SiteConfig, fetcher: typeof fetch): ShopClient =>
  createShopClient({
    url: site.shop.graphqlUrl,
    fetch: fetcher,
    getToken: () => null,
    credentials: null,
  })
