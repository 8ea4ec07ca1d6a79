import { type GraphQLResolveInfo, Kind } from 'graphql'
import type { Language } from '../store-views'
import type { IndexedProduct } from './model'

export type SortDirection = 'ASC' | 'DESC'

/** ProductAttributeSortInput: Magento's four fields and the extension's `news_from_date`. */
export type SortInput = Partial<
  Record<'name' | 'position' | 'price' | 'relevance' | 'news_from_date', SortDirection | null>
>

export type SortField = keyof SortInput

/**
 * The sort fields in the order the request wrote them: graphql-js hands the input object over in
 * the schema's field order, and Magento (its ProductAttributeSortInput plugin) sorts by the
 * fields in the order of the query or of the variable's keys.
 */
export const requestedSortOrder = (
  sort: SortInput | null | undefined,
  info: GraphQLResolveInfo | undefined,
): [SortField, SortDirection][] => {
  const given = Object.entries(sort ?? {}).filter(
    (entry): entry is [SortField, SortDirection] => entry[1] === 'ASC' || entry[1] === 'DESC',
  )
  const node = info?.fieldNodes[0]?.arguments?.find((a) => a.name.value === 'sort')?.value
  const written =
    node?.kind === Kind.OBJECT
      ? node.fields.map((f) => f.name.value)
      : node?.kind === Kind.VARIABLE
        ? Object.keys((info?.variableValues[node.name.value] as object | undefined) ?? {})
        : []
  const rank = (field: string) => {
    const i = written.indexOf(field)
    return i < 0 ? written.length : i
  }
  return given.sort(([a], [b]) => rank(a) - rank(b))
}

export interface SortContext {
  /** Search relevance per product id (search.ts). */
  scores: Map<number, number>
  /** The categories the listing is filtered by, else the store's root: whose position counts. */
  positionCategories: number[]
  /** The view's language, whose collation names sort by. */
  language: Language
}

const position = (p: IndexedProduct, categories: number[]) =>
  Math.min(...categories.map((id) => p.positions.get(id) ?? Number.MAX_SAFE_INTEGER))

const KEYS: Record<SortField, (p: IndexedProduct, ctx: SortContext) => number | string> = {
  name: (p) => p.row.name,
  price: (p) => p.price,
  position: (p, ctx) => position(p, ctx.positionCategories),
  relevance: (p, ctx) => ctx.scores.get(p.row.id) ?? 0,
  news_from_date: (p) => p.row.created_at,
}

const compare = (a: number | string, b: number | string, language: Language): number =>
  typeof a === 'string' && typeof b === 'string'
    ? a.localeCompare(b, language, { sensitivity: 'base', numeric: true })
    : Number(a) - Number(b)

/**
 * Sorts by the requested fields; without any, by relevance (descending) when searching and by
 * position otherwise, as Magento's default. Ties go by id in the last field's direction, so pages
 * never overlap.
 */
export const sortProducts = (
  products: IndexedProduct[],
  order: [SortField, SortDirection][],
  searching: boolean,
  ctx: SortContext,
): IndexedProduct[] => {
  const fields: [SortField, SortDirection][] =
    order.length > 0 ? order : [searching ? ['relevance', 'DESC'] : ['position', 'ASC']]
  const last = fields[fields.length - 1]?.[1] === 'DESC' ? -1 : 1
  return [...products].sort((a, b) => {
    for (const [field, direction] of fields) {
      const diff = compare(KEYS[field](a, ctx), KEYS[field](b, ctx), ctx.language)
      if (diff !== 0) return direction === 'DESC' ? -diff : diff
    }
    return (a.row.id - b.row.id) * last
  })
}
