import type { Context } from 'hono'
import type { RouteState } from '../../app'
import { parseListingQuery } from '../../elements/product_listing/listing-query'
import { listingElementsOf, type ListingFills } from '../../elements/product_listing/listing-state'
import type { ProductListingContent } from '../../elements/product_listing/schema'
import { canonicalQuery } from '../cms/cache-key'
import { loadListing } from '../cms/load-listing'
import type { AppEnv } from '../env'

/**
 * Asks the shop for each product listing of a page with the request's filters, sort, page and
 * search (issue 15). Only the site's whitelisted parameters count, with their first value, as
 * for the page's own cache key, so the listing varies by nothing the page does not. Null for a
 * page without a listing. Never rejects (load-listing.ts): the page route streams before it
 * settled, the payload route waits for it.
 */
export const startListingFills = (
  c: Context<AppEnv>,
  { path, payload }: Pick<RouteState, 'path' | 'payload'>,
): Promise<ListingFills> | null => {
  const elements = listingElementsOf(payload)
  if (elements.length === 0) return null
  const { site, clients } = c.var
  const whitelisted = canonicalQuery(new URL(c.req.url).searchParams, site.cms.queryWhitelist)
  const query = parseListingQuery(whitelisted)
  return Promise.all(
    elements.map(async (element) => {
      const { pageSize } = element.content as unknown as ProductListingContent
      const state = await loadListing(
        clients.cache,
        site,
        clients.shopFetch,
        { path, query, pageSize },
        clients.log,
      )
      return [String(element.id), state] as const
    }),
  ).then((entries) => Object.fromEntries(entries))
}
