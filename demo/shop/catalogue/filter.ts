import { decodeUid } from '../ids'
import { FILTERABLE_ATTRIBUTES } from './attributes'
import type { Catalogue, IndexedProduct } from './model'
import { queryWords } from './search'

export interface EqualFilter {
  eq?: string | null
  in?: (string | null)[] | null
}
export interface MatchFilter {
  match?: string | null
}
export interface RangeFilter {
  from?: string | null
  to?: string | null
}

/** ProductAttributeFilterInput as far as the shop answers it (core fields and the extension's). */
export interface ProductFilterInput {
  category_id?: EqualFilter | null
  category_uid?: EqualFilter | null
  category_url_path?: EqualFilter | null
  sku?: EqualFilter | null
  url_key?: EqualFilter | null
  name?: MatchFilter | null
  description?: MatchFilter | null
  short_description?: MatchFilter | null
  price?: RangeFilter | null
  product_line?: EqualFilter | null
  dh_product_type?: EqualFilter | null
  stock_status?: EqualFilter | null
}

export const equalValues = (filter: EqualFilter | null | undefined): string[] | undefined =>
  filter
    ? [filter.eq, ...(filter.in ?? [])].filter((v): v is string => typeof v === 'string')
    : undefined

/** The category ids a filter asks for (ids, uids and url paths together), or undefined. */
export const filteredCategoryIds = (
  catalogue: Catalogue,
  filter: ProductFilterInput | null | undefined,
): number[] | undefined => {
  const ids = equalValues(filter?.category_id)?.map(Number)
  const uids = equalValues(filter?.category_uid)?.map((uid) => decodeUid(uid) ?? -1)
  const paths = equalValues(filter?.category_url_path)?.map(
    (path) => catalogue.categories.find((c) => c.url_path === path)?.id ?? -1,
  )
  if (!ids && !uids && !paths) return undefined
  return [...(ids ?? []), ...(uids ?? []), ...(paths ?? [])].filter(Number.isFinite)
}

const matches = (text: string, filter: MatchFilter | null | undefined): boolean => {
  const wanted = queryWords(filter?.match ?? '')
  const have = queryWords(text)
  return wanted.every((w) => have.some((h) => h.startsWith(w)))
}

/**
 * Magento's price filter: from and to in the store currency, on the final price; `to` stops
 * just below the bound (Luma's PRICE_DELTA of 0.001), so a range "10_20" and the bucket
 * "10-20" of the aggregations hold the same products.
 */
const inPriceRange = (cents: number, range: RangeFilter | null | undefined): boolean => {
  const from = range?.from ? Number(range.from) : Number.NaN
  const to = range?.to ? Number(range.to) : Number.NaN
  const price = cents / 100
  return (Number.isNaN(from) || price >= from) && (Number.isNaN(to) || price <= to - 0.001)
}

/** The products a filter lets through (search relevance is separate: search.ts). */
export const applyFilter = (
  catalogue: Catalogue,
  filter: ProductFilterInput | null | undefined,
): IndexedProduct[] => {
  const categories = filteredCategoryIds(catalogue, filter)
  const skus = equalValues(filter?.sku)
  const urlKeys = equalValues(filter?.url_key)
  const attributes = FILTERABLE_ATTRIBUTES.map(
    (attribute) =>
      [
        attribute,
        equalValues(filter?.[attribute.code as keyof ProductFilterInput] as EqualFilter),
      ] as const,
  )
  return catalogue.products.filter(
    (p) =>
      (!categories || categories.some((id) => p.positions.has(id))) &&
      (!skus || skus.includes(p.row.sku)) &&
      (!urlKeys || urlKeys.includes(p.row.url_key)) &&
      (!filter?.name || matches(p.row.name, filter.name)) &&
      (!filter?.description || matches(p.row.description, filter.description)) &&
      (!filter?.short_description || matches(p.row.short_description, filter.short_description)) &&
      (!filter?.price || p.prices.some((price) => inPriceRange(price, filter.price))) &&
      attributes.every(([attribute, values]) => {
        const option = attribute.option(p, catalogue.language)
        return !values || (option !== null && values.includes(option.value))
      }),
  )
}
