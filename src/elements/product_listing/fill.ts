import type { ElementFill } from '../registry/element-fill'
import { parseListingQuery } from './listing-query'

/**
 * A listing's products for the address's filters, sort, page and search (issue 15): only the
 * page of tiles it shows, never the catalogue (issue 24). Streamed: header and content above
 * the listing go out while the shop answers (not for a category view: see `streamed`). The shop's loader never rejects: without an answer
 * and without a stored copy the state is 'error', and the element says so.
 */
export const listingFill: ElementFill<'product_listing'> = {
  // A category view waits for the shop: its head (title, canonical) and h1 name the category
  // (./category-view.ts), and only the shop's answer has the category's name.
  streamed: ({ query }) => parseListingQuery(query).category === null,
  fill: async (content, { path, query, shop }) => ({
    ...content,
    listing: await shop.listing({
      path,
      query: parseListingQuery(query),
      pageSize: content.pageSize,
    }),
  }),
}
