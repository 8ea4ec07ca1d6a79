import type {
  ListingAggregation,
  ListingOption,
  ProductListingResult,
} from '../../shop/operations/product-listing'

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

/** Magento's price range label '10-20' ('40-*' open-ended) in the shop's currency. */
export const priceRangeLabel = (value: string, format: (amount: number) => string): string => {
  const [from = '0', to = '*'] = value.split('_')
  return to === '*'
    ? `≥ ${format(Number(from))}`
    : `${format(Number(from))} – ${format(Number(to))}`
}
