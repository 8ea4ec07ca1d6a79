import {
  aggregationOf,
  changed,
  FACET_CODES,
  listingHref,
  type ListingQuery,
  type ProductListingResult,
} from '../../shop'
import { useT } from '../../lib/i18n'

/**
 * The site's subcategories as links (plain links work before hydration; after it the router
 * loads them as payloads). Another category keeps the search, sort and stock choice and drops
 * product line, type and price, which the next category may not have. Counts are the shop's
 * over the other filters (a category view keeps its neighbours' counts: the shop counts them over
 * the root category in the same request).
 */
export function CategoryNav({
  path,
  query,
  result,
}: {
  path: string
  query: ListingQuery
  result: ProductListingResult
}) {
  const t = useT()
  if (result.categories.length === 0) return null
  const counts = new Map(
    result.categoryCounts
      ? Object.entries(result.categoryCounts)
      : // A listing stored before the shop was asked for its neighbours' counts: the list's own,
        // which count the subcategories only while none is chosen.
        query.category === null
        ? (aggregationOf(result, FACET_CODES.category)?.options ?? []).map((o) => [
            o.value,
            o.count,
          ])
        : [],
  )
  const hrefFor = (category: string | null) =>
    listingHref(path, changed(query, { category, line: null, type: null, price: null }))
  const entries = [{ uid: null, name: t('listing.all-products') }, ...result.categories]
  return (
    <nav className="ce-product-listing__categories" aria-label={t('listing.categories')}>
      <ul>
        {entries.map(({ uid, name }) => {
          const current = uid === query.category
          const count = uid === null ? null : counts.get(uid)
          return (
            <li key={uid ?? ''}>
              <a href={hrefFor(uid)} aria-current={current ? 'page' : undefined}>
                {name}
                {count !== undefined && count !== null && (
                  <span className="ce-product-listing__count"> ({count})</span>
                )}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
