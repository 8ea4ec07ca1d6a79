import type { CategoryView } from './category-view'
import { EMPTY_LISTING_QUERY, listingSearch } from '../../shop'

/**
 * A category view's canonical address: the listing page's with the category alone, so the
 * sorted, filtered and paged variants of one category name one address.
 */
export const categoryViewHref = (pageHref: string, view: CategoryView): string =>
  `${pageHref.replace(/[?#].*$/, '')}${listingSearch({ ...EMPTY_LISTING_QUERY, category: view.uid })}`
