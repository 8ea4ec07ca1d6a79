/**
 * The listing's state in the address: which filters, sort order, page and search a
 * shopper chose, read from and written to the URL query, so a filtered list can be shared,
 * bookmarked and cached. The parameter names are in every site's `cms.queryWhitelist`
 * (wrangler.toml): only they reach the CMS request and the worker's cache key. Values the
 * shop could not have sent are ignored, not answered with an error: a hand-edited address shows
 * the list without that filter, and costs no cache entry of its own.
 */
export const LISTING_PARAMS = [
  'q',
  'category',
  'line',
  'kind',
  'price',
  'stock',
  'sort',
  'page',
] as const

/** 'recommended' is the shop's own order: relevance with a search, else the category position. */
export const LISTING_SORTS = ['recommended', 'name', 'price', 'price-desc', 'newest'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]

export interface ListingQuery {
  q: string
  /** A subcategory's uid (Magento's `category_uid`), null for the site's root category. */
  category: string | null
  /** An option value of the `product_line` aggregation. */
  line: string | null
  /** An option value of the `dh_product_type` aggregation. */
  type: string | null
  /** An option value of the `price` aggregation: 'from_to', e.g. '10_20' ('40_*' open-ended). */
  price: string | null
  /** Only products in stock. */
  stock: boolean
  sort: ListingSort
  page: number
}

export const EMPTY_LISTING_QUERY: ListingQuery = {
  q: '',
  category: null,
  line: null,
  type: null,
  price: null,
  stock: false,
  sort: 'recommended',
  page: 1,
}

/** Beyond this a search is no product name any more (and Magento's own limit is 128). */
export const MAX_SEARCH_LENGTH = 100
/** A category page deep enough for any catalogue; more is a guessed address. */
export const MAX_PAGE = 500

const UID = /^[A-Za-z0-9+/=_-]{1,32}$/
const OPTION_VALUE = /^[A-Za-z0-9_-]{1,64}$/
const PRICE_RANGE = /^(\d{1,7}(?:\.\d{1,2})?)_(\d{1,7}(?:\.\d{1,2})?|\*)$/

const matching = (value: string | null, pattern: RegExp): string | null =>
  value !== null && pattern.test(value) ? value : null

/** A page number as the pagination writes it, from 1 to MAX_PAGE; null for anything else. */
const pageNumberOf = (value: string): number | null => {
  const page = /^\d{1,4}$/.test(value) ? Number(value) : 0
  return page >= 1 && page <= MAX_PAGE ? page : null
}

const pageOf = (value: string | null): number => (value === null ? 1 : (pageNumberOf(value) ?? 1))

/**
 * Whether the address asks for a page that no listing has: a `page` that is no page number
 * ('abc', '-1', '1.5', '0', past MAX_PAGE). Its query reads as page 1; the worker answers such
 * an address 404 (the product listing element's fill), as it does a page past the last, rather
 * than a second copy of page 1 at an address no link of the site writes. An empty `page` is
 * none at all (a GET form).
 */
export const asksForNoPage = (params: URLSearchParams): boolean => {
  const value = params.get('page')
  return value !== null && value !== '' && pageNumberOf(value) === null
}

const sortOf = (value: string | null): ListingSort =>
  (LISTING_SORTS as readonly string[]).includes(value ?? '')
    ? (value as ListingSort)
    : 'recommended'

/** The listing query of an address's parameters (the first value of each, as the cache key). */
export const parseListingQuery = (params: URLSearchParams): ListingQuery => ({
  q: (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH),
  category: matching(params.get('category'), UID),
  line: matching(params.get('line'), OPTION_VALUE),
  type: matching(params.get('kind'), OPTION_VALUE),
  price: matching(params.get('price'), PRICE_RANGE),
  stock: params.get('stock') === '1',
  sort: sortOf(params.get('sort')),
  page: pageOf(params.get('page')),
})

/**
 * The query's parameters in one fixed order, defaults left out: the address of a listing, and
 * the part of its cache key that names the shop's answer (one entry per distinct list).
 */
export const listingParams = (query: ListingQuery): URLSearchParams => {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.category) params.set('category', query.category)
  if (query.line) params.set('line', query.line)
  if (query.type) params.set('kind', query.type)
  if (query.price) params.set('price', query.price)
  if (query.stock) params.set('stock', '1')
  if (query.sort !== 'recommended') params.set('sort', query.sort)
  if (query.page > 1) params.set('page', String(query.page))
  return params
}

/** '?q=…&line=…' or '' for the unfiltered list. */
export const listingSearch = (query: ListingQuery): string => {
  const text = listingParams(query).toString()
  return text ? `?${text}` : ''
}

/** The address of a listing page with this query. */
export const listingHref = (path: string, query: ListingQuery): string =>
  `${path}${listingSearch(query)}`

/** A filter or sort change starts again at the first page: the old page may not exist. */
export const changed = (query: ListingQuery, change: Partial<ListingQuery>): ListingQuery => ({
  ...query,
  page: 1,
  ...change,
})

/** Whether anything narrows the list (the search aside): an empty result then offers to clear. */
export const hasFilters = (query: ListingQuery): boolean =>
  query.category !== null ||
  query.line !== null ||
  query.type !== null ||
  query.price !== null ||
  query.stock

/** The list without filters, sort and page: the search stays, it is what the shopper asked. */
export const clearedFilters = (query: ListingQuery): ListingQuery => ({
  ...EMPTY_LISTING_QUERY,
  q: query.q,
})
