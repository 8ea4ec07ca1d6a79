import { useRef } from 'react'
import { useT } from '../../../lib/i18n'
import { useNearViewport } from '../../../lib/use-near-viewport'
import { RatingSummary } from './RatingSummary'
import { ReviewForm } from './ReviewForm'
import { ReviewList } from './ReviewList'
import { useReviewsShop } from './reviews-shop'
import { useProductReviews } from './use-product-reviews'

/**
 * The reviews section of a product's page (issue 15): the rating summary from the page's own
 * data, then the approved reviews and the review form, both once the shop answered in the
 * browser (the form needs the store's rating ids) when the section comes near the screen. The
 * server renders the headings and the loading state, so the page's outline is the same before
 * and after.
 */
export function ProductReviews({
  id,
  sku,
  ratingSummary,
  reviewCount,
}: {
  /** The section's id: the summary under the product's name links here. */
  id: string
  sku: string
  ratingSummary: number
  reviewCount: number
}) {
  const t = useT()
  const shop = useReviewsShop()
  const section = useRef<HTMLElement>(null)
  const near = useNearViewport(section)
  const { state, retry, loadMore } = useProductReviews(shop, sku, near)
  return (
    <section
      ref={section}
      className="ce-reviews"
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
    >
      <h2 id={`${id}-title`}>{t('product.reviews.title')}</h2>
      {reviewCount > 0 && <RatingSummary ratingSummary={ratingSummary} reviewCount={reviewCount} />}
      <ReviewList state={state} onRetry={retry} onMore={() => void loadMore()} />
      {state.status !== 'failed' && <h3 id={`${id}-form`}>{t('product.reviews.write')}</h3>}
      {state.status === 'loaded' && shop && (
        <ReviewForm shop={shop} sku={sku} ratings={state.ratings} labelledBy={`${id}-form`} />
      )}
      {state.status === 'loading' && (
        <p className="ce-reviews__status">{t('product.reviews.form-loading')}</p>
      )}
    </section>
  )
}
