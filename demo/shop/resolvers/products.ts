import { PHRASES, invalidInput, phrase } from '../errors'
import { decodeUid } from '../ids'
import type { ProductFilter } from '../repo/products'
import { productView } from '../domain/product-view'
import type { Resolver, ResolverMap } from './types'

interface EqualFilter {
  eq?: string | null
  in?: (string | null)[] | null
}

interface ProductsArgs {
  search?: string | null
  filter?: {
    category_id?: EqualFilter | null
    category_uid?: EqualFilter | null
    sku?: EqualFilter | null
    name?: { match?: string | null } | null
  } | null
  pageSize: number
  currentPage: number
}

const values = (filter: EqualFilter | null | undefined): string[] | undefined => {
  if (!filter) return undefined
  const list = [filter.eq, ...(filter.in ?? [])].filter((v): v is string => typeof v === 'string')
  return list
}

const toFilter = (args: ProductsArgs): ProductFilter => {
  const filter: ProductFilter = {}
  const ids = values(args.filter?.category_id)?.map(Number)
  const uids = values(args.filter?.category_uid)?.map((uid) => decodeUid(uid) ?? -1)
  if (ids || uids) filter.categoryIds = [...(ids ?? []), ...(uids ?? [])].filter(Number.isFinite)
  const skus = values(args.filter?.sku)
  if (skus) filter.skus = skus
  const words = [args.search, args.filter?.name?.match].filter(Boolean).join(' ').trim()
  if (words) filter.search = words
  return filter
}

const products: Resolver<ProductsArgs> = async (_, args, ctx) => {
  if (!args.search && !args.filter) {
    throw invalidInput(PHRASES.searchOrFilter)
  }
  if (args.pageSize < 1) throw invalidInput(PHRASES.pageSizeNotPositive)
  if (args.currentPage < 1) throw invalidInput(PHRASES.currentPageNotPositive)
  const filter = toFilter(args)
  const empty = filter.categoryIds?.length === 0 || filter.skus?.length === 0
  const { rows, total } = empty
    ? { rows: [], total: 0 }
    : await ctx.repos.products.page(
        ctx.store.code,
        filter,
        args.pageSize,
        (args.currentPage - 1) * args.pageSize,
      )
  const totalPages = Math.ceil(total / args.pageSize)
  if (total > 0 && args.currentPage > totalPages) {
    throw invalidInput(phrase('currentPageTooHigh', args.currentPage, totalPages))
  }
  return {
    items: rows.map((row) => productView(row, ctx.shopBase)),
    total_count: total,
    page_info: {
      current_page: args.currentPage,
      page_size: args.pageSize,
      total_pages: totalPages,
    },
    aggregations: [],
    suggestions: [],
    sort_fields: {
      default: 'position',
      options: [
        { label: 'Position', value: 'position' },
        { label: 'Product Name', value: 'name' },
        { label: 'Price', value: 'price' },
      ],
    },
  }
}

export const productResolvers: ResolverMap = { Query: { products } }
