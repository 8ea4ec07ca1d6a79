import type { ElementFill, ShopData } from '../registry/element-fill'
import type { ProductListingContent } from './schema'
import {
  asksForNoPage,
  EMPTY_LISTING_QUERY,
  listingSearch,
  namesFacetValues,
  parseListingQuery,
  withKnownFacetValues,
  type ListingState,
} from '../../shop'

/**
 * A listing's products for the address's filters, sort, page and search: only the
 * page of tiles it shows, never the whole catalogue. Streamed: header and content above
 * the listing go out while the shop answers (not for a category view, nor for an address that
 * names a page: see `streamed`). The shop's loader never rejects: without an answer and without
 * a stored copy the state is 'error', and the element says so.
 */
export const listingFill: ElementFill<ProductListingContent> = {
  // A category view waits for the shop: its head (title, canonical) and h1 name the category
  // (./category-view.ts), and only the shop's answer has the category's name. An address with
  // `page` waits too: whether the list has that page decides the status (404 if not).
  streamed: ({ query }) => parseListingQuery(query).category === null && !query.has('page'),
  fill: async (content, { path, query, shop }) => ({
    ...content,
    listing: await listingOf(shop, { path, params: query, pageSize: content.pageSize }),
  }),
  status: (content) => (content.listing?.kind === 'no-such-page' ? 404 : null),
}

/**
 * The state for an address. A product line or type the catalogue does not have is dropped first
 * (src/shop/catalogue/listing-facets.ts), which the unfiltered listing tells: the list's own
 * first page, nearly always in the cache, so a made-up value costs no shop request and no cache
 * entry of its own. A page past the list's last, or a `page` that is no page number, is
 * 'no-such-page': never the shop's refusal shown as 'cannot be loaded', whose 'try again' would
 * lead to the same refusal.
 */
const listingOf = async (
  shop: ShopData,
  { path, params, pageSize }: { path: string; params: URLSearchParams; pageSize: number },
): Promise<ListingState> => {
  const asked = parseListingQuery(params)
  const catalogue = namesFacetValues(asked)
    ? await shop.listing({ path, query: EMPTY_LISTING_QUERY, pageSize })
    : null
  const query = catalogue?.kind === 'result' ? withKnownFacetValues(asked, catalogue.result) : asked
  const state =
    catalogue !== null && listingSearch(query) === ''
      ? catalogue
      : await shop.listing({ path, query, pageSize })
  if (state.kind !== 'result') return state
  const lastPage = Math.max(1, state.result.totalPages)
  return asksForNoPage(params) || query.page > lastPage
    ? { kind: 'no-such-page', path, query, lastPage }
    : state
}
