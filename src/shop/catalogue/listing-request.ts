import type { ProductListingRequest } from '../operations/product-listing'
import type { ListingQuery, ListingSort } from './listing-query'

const SORTS: Record<Exclude<ListingSort, 'recommended'>, ProductListingRequest['sort']> = {
  name: { field: 'name', direction: 'ASC' },
  price: { field: 'price', direction: 'ASC' },
  'price-desc': { field: 'price', direction: 'DESC' },
  newest: { field: 'news_from_date', direction: 'DESC' },
}

/** '10_20' → { from: '10', to: '20' }; '40_*' → { from: '40', to: null } (Magento's values). */
export const priceRangeOf = (value: string): { from: string; to: string | null } => {
  const [from = '0', to = '*'] = value.split('_')
  return { from, to: to === '*' ? null : to }
}

/**
 * What the shop is asked for a listing query. 'recommended' sends no sort: Magento then orders
 * a search by relevance and a category by the editors' positions, the order /produkte always had.
 */
export const listingRequestOf = (
  query: ListingQuery,
  { rootCategoryId, pageSize }: { rootCategoryId: number | string; pageSize: number },
): ProductListingRequest => ({
  rootCategoryId,
  search: query.q,
  categoryUid: query.category,
  productLine: query.line,
  productType: query.type,
  price: query.price ? priceRangeOf(query.price) : null,
  inStockOnly: query.stock,
  sort: query.sort === 'recommended' ? null : SORTS[query.sort],
  pageSize,
  currentPage: query.page,
})
