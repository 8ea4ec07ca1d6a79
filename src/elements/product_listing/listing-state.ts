import type { ProductListingResult } from '../../cart/operations/product-listing'
import type { ContentElement, PagePayload } from '../../lib/page'
import type { ListingQuery } from './listing-query'

/**
 * What the worker filled a listing element with for one request (src/worker/routes/
 * product-listings.ts): the page's path (as the shopper sees it: the links and the filter form
 * lead there), the query it read from the address and the shop's answer, or 'error'
 * when the shop failed and no stored copy was left (the element then shows the catalogue
 * snapshot's grid, as before filters existed).
 */
export type ListingState =
  | { kind: 'result'; path: string; query: ListingQuery; result: ProductListingResult }
  | { kind: 'error'; path: string; query: ListingQuery }

/** The fills of one page, by element id. */
export type ListingFills = Readonly<Record<string, ListingState>>

export const isListingElement = (element: ContentElement): boolean =>
  element.type === 'product_listing' && element.problem === undefined

/** The page's listing elements (top level, as the product detail's are). */
export const listingElementsOf = (payload: PagePayload): ContentElement[] =>
  payload.kind === 'page' ? Object.values(payload.page.content).flat().filter(isListingElement) : []

/**
 * The payload with each listing element's `listing` set: what the browser hydrates from and
 * what client navigation receives, so both render the list the server rendered.
 */
export const withListingFills = (payload: PagePayload, fills: ListingFills): PagePayload => {
  if (payload.kind !== 'page' || Object.keys(fills).length === 0) return payload
  const fill = (element: ContentElement): ContentElement => {
    const listing = isListingElement(element) ? fills[String(element.id)] : undefined
    return listing ? { ...element, content: { ...element.content, listing } } : element
  }
  const content = Object.fromEntries(
    Object.entries(payload.page.content).map(([column, elements]) => [column, elements.map(fill)]),
  )
  return { ...payload, page: { ...payload.page, content } }
}
