import { catalogueOf } from '../catalogue/load'
import { type EqualFilter, type MatchFilter, equalValues } from '../catalogue/filter'
import type { Catalogue } from '../catalogue/model'
import { queryWords } from '../catalogue/search'
import { categoryView } from '../catalogue/views'
import type { ShopContext } from '../context'
import { invalidInput, phrase } from '../errors'
import { decodeUid } from '../ids'
import type { CategoryRow } from '../repo/catalogue'
import type { Resolver, ResolverMap } from './types'

interface CategoryFilterInput {
  ids?: EqualFilter | null
  category_uid?: EqualFilter | null
  parent_id?: EqualFilter | null
  parent_category_uid?: EqualFilter | null
  url_key?: EqualFilter | null
  url_path?: EqualFilter | null
  name?: MatchFilter | null
}

interface CategoriesArgs {
  filters?: CategoryFilterInput | null
  pageSize: number
  currentPage: number
}

const numbers = (filter: EqualFilter | null | undefined) => equalValues(filter)?.map(Number)
const uids = (filter: EqualFilter | null | undefined) =>
  equalValues(filter)?.map((uid) => decodeUid(uid) ?? -1)

/**
 * The store's categories a filter selects, as Magento's CategoryFilter: only the store's tree,
 * every condition must hold; without any filter, the store's root category.
 */
const selectCategories = (
  catalogue: Catalogue,
  rootId: number,
  filters: CategoryFilterInput | null | undefined,
): CategoryRow[] => {
  const conditions = Object.values(filters ?? {}).filter((v) => v !== null && v !== undefined)
  if (conditions.length === 0) {
    return catalogue.categories.filter((c) => c.id === rootId)
  }
  const ids = [numbers(filters?.ids), uids(filters?.category_uid)]
  const parents = [numbers(filters?.parent_id), uids(filters?.parent_category_uid)]
  const urlKeys = equalValues(filters?.url_key)
  const urlPaths = equalValues(filters?.url_path)
  const name = queryWords(filters?.name?.match ?? '')
  return catalogue.categories.filter(
    (c) =>
      ids.every((list) => !list || list.includes(c.id)) &&
      parents.every((list) => !list || list.includes(c.parent_id)) &&
      (!urlKeys || urlKeys.includes(c.url_key)) &&
      (!urlPaths || (c.url_path !== null && urlPaths.includes(c.url_path))) &&
      name.every((w) => queryWords(c.name).some((token) => token.startsWith(w))),
  )
}

const check = ({ pageSize, currentPage }: CategoriesArgs) => {
  if (pageSize < 1) throw invalidInput(phrase('pageSizeNotPositive'))
  if (currentPage < 1) throw invalidInput(phrase('currentPageNotPositive'))
}

const select = async (ctx: ShopContext, filters: CategoryFilterInput | null | undefined) => {
  const catalogue = await catalogueOf(ctx)
  return {
    catalogue,
    found: selectCategories(catalogue, ctx.store.rootCategoryId, filters),
  }
}

/** Query.categories: the matching categories a page at a time, each with its subtree. */
const categories: Resolver<CategoriesArgs> = async (_, args, ctx) => {
  check(args)
  const { catalogue, found } = await select(ctx, args.filters)
  const totalPages = Math.ceil(found.length / args.pageSize)
  if (found.length > 0 && args.currentPage > totalPages) {
    throw invalidInput(phrase('currentPageTooHigh', args.currentPage, totalPages))
  }
  const start = (args.currentPage - 1) * args.pageSize
  return {
    items: found.slice(start, start + args.pageSize).map((c) => categoryView(c, catalogue, ctx)),
    total_count: found.length,
    page_info: {
      current_page: args.currentPage,
      page_size: args.pageSize,
      total_pages: totalPages,
    },
  }
}

/** Query.categoryList (deprecated in 2.4 for `categories`): the same selection as a list. */
const categoryList: Resolver<CategoriesArgs> = async (_, args, ctx) => {
  const { catalogue, found } = await select(ctx, args.filters)
  return found.map((c) => categoryView(c, catalogue, ctx))
}

export const categoryResolvers: ResolverMap = { Query: { categories, categoryList } }
