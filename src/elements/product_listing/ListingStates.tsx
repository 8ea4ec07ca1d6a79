import { useT } from '../../lib/i18n'
import { listingHref, type ListingQuery } from '../../shop'
import { placeholderCount } from './listing-products'

/** Placeholders in the server's stream until the shop answered (the listing's Suspense fallback). */
export function ListingLoading({ pageSize }: { pageSize: number }) {
  const t = useT()
  return (
    <div className="ce-product-listing__loading" role="status" aria-busy="true">
      <p className="visually-hidden">{t('product.loading')}</p>
      <ul className="ce-product-listing__grid" aria-hidden="true">
        {Array.from({ length: placeholderCount(pageSize) }, (_, index) => (
          <li key={index} className="ce-product-listing__placeholder" />
        ))}
      </ul>
    </div>
  )
}

/**
 * The shop did not answer and the worker had no stored copy of this listing: the shopper is told
 * so and can try the same address again. No whole catalogue stands in: no page carries one.
 */
export function ListingUnavailable({ retryHref }: { retryHref: string | null }) {
  const t = useT()
  return (
    <div className="ce-product-listing__empty" role="alert">
      <p>{t('listing.unavailable')}</p>
      {retryHref !== null && <a href={retryHref}>{t('listing.retry')}</a>}
    </div>
  )
}

/**
 * The address asks for a page the list does not have (past its last, or no page number): the
 * page answers 404 (./fill.ts) and says so, with the way to the first and the last page of the
 * same filters. Nothing to try again: the same address would be the same answer.
 */
export function ListingNoSuchPage({
  path,
  query,
  lastPage,
}: {
  path: string
  query: ListingQuery
  lastPage: number
}) {
  const t = useT()
  return (
    <div className="ce-product-listing__empty" role="status">
      <p>{t('listing.no-such-page')}</p>
      <p className="ce-product-listing__page-links">
        <a href={listingHref(path, { ...query, page: 1 })}>{t('listing.first-page')}</a>
        {lastPage > 1 && (
          <a href={listingHref(path, { ...query, page: lastPage })}>
            {t('listing.last-page', { page: lastPage })}
          </a>
        )}
      </p>
    </div>
  )
}
