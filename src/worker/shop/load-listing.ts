import {
  asListed,
  fetchProductListing,
  listingParams,
  listingRequestOf,
  skusShown,
  type ListingQuery,
  type ListingState,
  type ProductListingRequest,
  type ProductListingResult,
  type ShopClient,
} from '../../shop'
import type { RequestLog } from '../reporting/request-log'
import { serverShopClient } from './server-shop-client'
import { shopDataIdentity, type StoreViewScope } from './store-view-scope'
import { cacheKey } from '../upstream-cache/cache-key'
import { STALE_WHILE_REVALIDATE_MS, type UpstreamCache } from '../upstream-cache/upstream-cache'
import { UpstreamError } from '../clients/upstream-error'

/**
 * An answer without errors can still be no list:
 * `products: null`, or items without sku, name or price. Cached, it would show shoppers an empty
 * shop or items at 0 €; refused, the stored copy is served until the shop answers properly. An
 * empty list with its count is a real answer (nothing matched the filters).
 */
const listingProblem = (result: ProductListingResult | null): string | null => {
  if (result === null) return 'no products in the answer'
  const broken = result.items.find(
    (product) =>
      !product.id ||
      !product.sku ||
      !product.name ||
      !(product.price_range.minimum_price.final_price.value > 0),
  )
  return broken ? `a product without id, sku, name or price (${JSON.stringify(broken.sku)})` : null
}

/** Marks a listing the shop answered with a refusal (../clients/upstream-error.ts carries it as cause). */
const REFUSED = Symbol('the shop refused the listing')

const readPage = async (
  shop: ShopClient,
  request: ProductListingRequest,
): Promise<ProductListingResult> => {
  const result = await fetchProductListing(shop, request)
  if (!result.ok) {
    throw new UpstreamError(502, 'The shop is unavailable', {
      detail: `listing: ${result.error.message}`,
      // The shop answered and refused (a GraphQL error), rather than failed to answer.
      cause: result.error.kind === 'graphql' ? REFUSED : undefined,
    })
  }
  const problem = listingProblem(result.data)
  if (problem !== null || result.data === null) {
    throw new UpstreamError(502, 'The shop is unavailable', { detail: `listing: ${problem}` })
  }
  return result.data
}

/**
 * A page of the listing. Magento refuses a currentPage past the last one with an error
 * ('currentPage value 99 specified is greater than the 3 page(s) available', ProductSearch) whose
 * text is the store view's language: rather than read it, a refused page after the first asks
 * for the first, which counts the pages. Past them, the answer is an empty page that says how
 * many there are (what the fill turns into 'no such page'), stored like any answer, so a guessed
 * page costs the shop one look per TTL; within them, the refusal was the shop's failure.
 */
const fetchListingPage = async (
  shop: ShopClient,
  request: ProductListingRequest,
): Promise<ProductListingResult> => {
  try {
    return await readPage(shop, request)
  } catch (refused) {
    // A shop that did not answer (down, slow) is not asked a second time.
    const answered = refused instanceof UpstreamError && refused.cause === REFUSED
    if (request.currentPage <= 1 || !answered) throw refused
    const first = await readPage(shop, { ...request, currentPage: 1 })
    if (request.currentPage <= first.totalPages) throw refused
    return { ...first, items: [], currentPage: request.currentPage }
  }
}

/**
 * One listing's page of products with its filters, through the upstream cache: one of the site's
 * catalogue entries per store view, page size and canonical listing query (`/listing/<page size>?<query>`),
 * so a catalogue purge clears them and the same filtered address costs the shop one request per
 * TTL. The entry holds the page of tiles shown (at most MAX_PAGE_SIZE products) and its facets,
 * whatever the catalogue's size: a request reads only what its page shows. The shop
 * failing costs no page: a stored copy up to 7 days old is served (the upstream cache's
 * stale-if-error), and without one the state is 'error', and the element says so.
 */
export const loadListing = async (
  cache: UpstreamCache,
  scope: StoreViewScope,
  fetcher: typeof fetch,
  { path, query, pageSize }: { path: string; query: ListingQuery; pageSize: number },
  log: RequestLog,
): Promise<ListingState> => {
  const { site } = scope
  const identity = shopDataIdentity(scope, `/listing/${pageSize}`)
  const shop = serverShopClient(scope, fetcher)
  const request = listingRequestOf(query, { rootCategoryId: site.config.rootCategoryId, pageSize })
  try {
    const cached = await cache.get(
      await cacheKey(identity, listingParams(query)),
      identity,
      async () => {
        const data = await fetchListingPage(shop, request)
        return {
          value: { ...data, items: data.items.map(asListed) },
          store: true,
          freshForMs: site.cache.ttlSeconds * 1000,
          staleForMs: STALE_WHILE_REVALIDATE_MS,
          pageId: null,
          skus: data.items.flatMap(skusShown),
        }
      },
    )
    return { kind: 'result', path, query, result: cached.value }
  } catch (error) {
    log.error('listing:', error instanceof UpstreamError ? error.detail : error)
    return { kind: 'error', path, query }
  }
}
