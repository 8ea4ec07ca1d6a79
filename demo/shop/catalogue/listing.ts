import type { GraphQLResolveInfo } from 'graphql'
import { invalidInput, phrase } from '../errors'
import { aggregate } from './aggregations'
import { type ProductFilterInput, applyFilter, filteredCategoryIds } from './filter'
import type { Catalogue, IndexedProduct } from './model'
import { relevance, searchQuery } from './search'
import { type SortInput, requestedSortOrder, sortProducts } from './sort'

export interface ListingArgs {
  search?: string | null
  filter?: ProductFilterInput | null
  sort?: SortInput | null
  pageSize: number
  currentPage: number
}

/** Magento's checks of the paging arguments, before anything is searched. */
export const checkPaging = ({ pageSize, currentPage }: ListingArgs) => {
  if (pageSize < 1) throw invalidInput(phrase('pageSizeNotPositive'))
  if (currentPage < 1) throw invalidInput(phrase('currentPageNotPositive'))
}

/**
 * One products query over the brand's catalogue: filter, search, sort, then the page. The
 * aggregations are over every matching product, the items only the page's.
 */
export const runListing = (
  catalogue: Catalogue,
  rootId: number,
  args: ListingArgs,
  info?: GraphQLResolveInfo,
) => {
  const query = searchQuery(catalogue, args.search ?? '')
  const scores = new Map<number, number>()
  let matched: IndexedProduct[] = applyFilter(catalogue, args.filter)
  if (query) {
    for (const product of matched) scores.set(product.row.id, relevance(product, query))
    matched = matched.filter((p) => (scores.get(p.row.id) ?? 0) > 0)
  }
  const categories = filteredCategoryIds(catalogue, args.filter)
  const sorted = sortProducts(matched, requestedSortOrder(args.sort, info), query !== null, {
    scores,
    positionCategories: categories && categories.length > 0 ? categories : [rootId],
    language: catalogue.language,
  })
  const total = sorted.length
  const totalPages = Math.ceil(total / args.pageSize)
  if (total > 0 && args.currentPage > totalPages) {
    throw invalidInput(phrase('currentPageTooHigh', args.currentPage, totalPages))
  }
  const start = (args.currentPage - 1) * args.pageSize
  return {
    items: sorted.slice(start, start + args.pageSize),
    total,
    pageInfo: { current_page: args.currentPage, page_size: args.pageSize, total_pages: totalPages },
    aggregations: (includeDirectChildrenOnly: boolean) =>
      aggregate(sorted, catalogue, rootId, includeDirectChildrenOnly ? categories : undefined),
  }
}
