import type { ProductListingResult } from '../../shop/operations/product-listing'
import type { ListingQuery } from './listing-query'

/**
 * What the worker filled a listing element with for one request (./fill.ts): the page's path
 * (as the shopper sees it: the links and the filter form lead there), the query it read from
 * the address and the shop's answer (the page of tiles shown, never the catalogue), or 'error'
 * when the shop failed and no stored copy was left (the element then says so).
 */
export type ListingState =
  | { kind: 'result'; path: string; query: ListingQuery; result: ProductListingResult }
  | { kind: 'error'; path: string; query: ListingQuery }
