import type { Context } from 'hono'
import type { ShopData } from '../../elements/registry/element-fill'
import type { AppEnv } from '../env'
import { loadListing } from './load-listing'
import { loadProductDetail } from './load-product-detail'
import { loadProductUrlKeys } from './load-product-url-keys'
import { storeViewScope } from './store-view-scope'

/**
 * The shop data element fills read (src/elements/registry/element-fill.ts), for one request:
 * each loader goes through its own KV entry of the site's catalogue scope (per store view of the
 * page's locale), so a page reads what
 * it shows (a listing's page of tiles, one product's detail) and never the whole catalogue.
 */
export const shopDataFor = (c: Context<AppEnv>): ShopData => {
  const { site, clients, locale } = c.var
  const scope = storeViewScope(site, locale)
  return {
    listing: (request) =>
      loadListing(clients.cache, scope, clients.shopFetch, request, clients.log),
    productDetail: (urlKey) => loadProductDetail(clients.cache, scope, clients.shopFetch, urlKey),
    productUrlKeys: (product) =>
      loadProductUrlKeys(clients.cache, scope, clients.shopFetch, product, clients.log),
  }
}
