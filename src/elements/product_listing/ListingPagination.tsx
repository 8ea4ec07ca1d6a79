import { useT } from '../../lib/i18n'
import { listingHref, type ListingQuery } from '../../shop'

/** Pages shown either side of the current one; first and last are always there. */
const SPREAD = 2

/** The pages to link: 1 … 4 5 [6] 7 8 … 20, null marking a gap. */
export const pageNumbers = (current: number, total: number): (number | null)[] => {
  const pages: (number | null)[] = []
  for (let page = 1; page <= total; page += 1) {
    const near = Math.abs(page - current) <= SPREAD
    if (page === 1 || page === total || near) pages.push(page)
    else if (pages[pages.length - 1] !== null) pages.push(null)
  }
  return pages
}

/** Links to the list's pages (`?page=N`): crawlable, shareable, and each a cache entry. */
export function ListingPagination({
  path,
  query,
  totalPages,
}: {
  path: string
  query: ListingQuery
  totalPages: number
}) {
  const t = useT()
  if (totalPages <= 1) return null
  const current = Math.min(query.page, totalPages)
  const hrefFor = (page: number) => listingHref(path, { ...query, page })
  return (
    <nav className="ce-product-listing__pages" aria-label={t('listing.pages')}>
      {current > 1 && (
        <a href={hrefFor(current - 1)} rel="prev">
          {t('listing.previous')}
        </a>
      )}
      {pageNumbers(current, totalPages).map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <a
            key={page}
            href={hrefFor(page)}
            aria-current={page === current ? 'page' : undefined}
            aria-label={t('listing.page', { page })}
          >
            {page}
          </a>
        ),
      )}
      {current < totalPages && (
        <a href={hrefFor(current + 1)} rel="next">
          {t('listing.next')}
        </a>
      )}
    </nav>
  )
}
