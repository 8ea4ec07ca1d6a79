import type { ElementFill } from '../registry/element-fill'
import { parseListingQuery } from './listing-query'

/**
 * A listing's products for the address's filters, sort, page and search (issue 15): only the
 * page of tiles it shows, never the catalogue (issue 24). Streamed: header and content above
 * the listing go out while the shop answers. The shop's loader never rejects: without an answer
 * and without a stored copy the state is 'error', and the element says so.
 */
export const listingFill: ElementFill<'product_listing'> = {
  streamed: true,
  fill: async (content, { path, query, shop }) => ({
    ...content,
    listing: await shop.listing({
      path,
      query: parseListingQuery(query),
      pageSize: content.pageSize,
    }),
  }),
}
