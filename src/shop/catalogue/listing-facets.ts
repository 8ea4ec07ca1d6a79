import type {
  ListingAggregation,
  ListingOption,
  ProductListingResult,
} from '../operations/product-listing'
import type { ListingQuery } from './listing-query'

/** Magento's aggregation codes of the facets the listing offers (graphql/vitalis-extensions). */
export const FACET_CODES = {
  line: 'product_line',
  type: 'dh_product_type',
  price: 'price',
  category: 'category_uid',
} as const

export const aggregationOf = (
  result: ProductListingResult,
  code: string,
): ListingAggregation | undefined => result.aggregations.find((entry) => entry.code === code)

/**
 * A facet's options as the shop counted them over the filtered result. A chosen value stays
 * even where the shop no longer lists it (a hand-made address, or nothing matched), so the
 * shopper always sees, and can undo, what narrows the list.
 */
export const facetOptions = (
  result: ProductListingResult,
  code: string,
  selected: string | null,
): ListingOption[] => {
  const options = aggregationOf(result, code)?.options ?? []
  if (selected === null || options.some((option) => option.value === selected)) return options
  return [...options, { label: selected, value: selected, count: 0 }]
}

/** Whether the query names a product line or type, which only the catalogue can vouch for. */
export const namesFacetValues = (query: ListingQuery): boolean =>
  query.line !== null || query.type !== null

/**
 * The query without the product line and type values the catalogue does not have: `catalogue`
 * is the unfiltered listing's answer, whose aggregations name every line and type the shop
 * sells. A hand-made or outdated `?line=nope` then shows the whole list, with no facet option
 * made up from the address and a clean address in its links; a value the catalogue has keeps
 * narrowing the list, matching nothing or not (facetOptions keeps it, so it can be undone).
 * Prices stay: Magento filters by any range, not only the ranges it offers.
 */
export const withKnownFacetValues = (
  query: ListingQuery,
  catalogue: ProductListingResult,
): ListingQuery => {
  const known = (code: string, value: string | null) =>
    value !== null && aggregationOf(catalogue, code)?.options.some((o) => o.value === value)
      ? value
      : null
  return {
    ...query,
    line: known(FACET_CODES.line, query.line),
    type: known(FACET_CODES.type, query.type),
  }
}
