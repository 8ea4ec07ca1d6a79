import { EMPTY_LISTING_QUERY, type ListingState, type Product } from '../../shop'
import { FIXTURE_PRODUCTS } from './commerce'

/**
 * A listing's fill as the worker adds it (src/elements/product_listing/fill.ts): one page of
 * the given products, no facets.
 */
export const listingFillOf = (products: readonly Product[] = FIXTURE_PRODUCTS): ListingState => ({
  kind: 'result',
  path: '/produkte',
  query: EMPTY_LISTING_QUERY,
  result: {
    items: [...products],
    total: products.length,
    currentPage: 1,
    totalPages: products.length > 0 ? 1 : 0,
    aggregations: [],
    categories: [],
  },
})
