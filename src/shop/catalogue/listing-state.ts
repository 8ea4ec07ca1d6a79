import type { ProductListingResult } from '../operations/product-listing'
import type { ListingQuery } from './listing-query'

/**
 * What the worker filled a listing element with for one request (the element's fill): the
 * page's path (as the shopper sees it: the links and the filter form lead there), the query it
 * read from the address and the shop's answer (the page of tiles shown, never the catalogue);
 * 'error' when the shop failed and no stored copy was left (the element then says so);
 * 'no-such-page' when the address asks for a page the list does not have (past its last, or no
 * page number: the page answers 404 and leads to the first and the last page, `lastPage` 1 for
 * an empty list).
 */
export type ListingState =
  | { kind: 'result'; path: string; query: ListingQuery; result: ProductListingResult }
  | { kind: 'error'; path: string; query: ListingQuery }
  | { kind: 'no-such-page'; path: string; query: ListingQuery; lastPage: number }
