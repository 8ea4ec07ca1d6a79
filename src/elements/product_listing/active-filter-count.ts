import type { ListingQuery } from '../../shop'

/**
 * How many of the filters the drawer holds narrow the list (category and search are chosen
 * outside it; the sort order narrows nothing): the count its button shows.
 */
export const activeFilterCount = (query: ListingQuery): number =>
  [query.line, query.type, query.price].filter((value) => value !== null).length +
  (query.stock ? 1 : 0)
