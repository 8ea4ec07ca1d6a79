import type { ContentElement, Page } from '../../lib/page'
import type { ProductListingContent } from './schema'

/** The category a page's listing shows, when its address chose one of the site's categories. */
export interface CategoryView {
  uid: string
  name: string
}

/**
 * The category view of a page: its first listing filled for an address with `?category=` that
 * names one of the shop's subcategories (its fill is awaited then, ./fill.ts). The head names
 * the category (title, canonical) and so does the page's h1; a search, another filter, the
 * sort or the page leave the view the same category's.
 */
export const categoryViewOfPage = (page: Page): CategoryView | null => {
  const element = Object.values(page.content)
    .flat()
    .find((entry: ContentElement) => entry.type === 'product_listing' && !entry.problem)
  const listing = (element?.content as ProductListingContent | undefined)?.listing
  if (listing?.kind !== 'result' || listing.query.category === null) return null
  const uid = listing.query.category
  const category = listing.result.categories.find((entry) => entry.uid === uid)
  return category && category.name ? { uid, name: category.name } : null
}
