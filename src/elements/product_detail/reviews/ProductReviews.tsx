import { lazy, Suspense, useEffect, useRef } from 'react'
import { useT } from '../../../lib/i18n'
import { useNearViewport } from '../../../lib/use-near-viewport'
import { LanguageReviews } from './LanguageReviews'
import { RatingSummary } from './RatingSummary'
import { useReviewLanguages } from './review-languages'
import { loadReviewItem, ReviewList } from './ReviewList'
import { useReviewsShop } from './reviews-shop'
import { useOtherLanguageCounts } from './use-other-language-counts'
import { useProductReviews } from './use-product-reviews'

/**
 * The review form's code (its fields, checks and the shop's calls): its own chunk, loaded as the
 * section comes near the screen, with the shop's answer it waits for anyway. The product page's
 * first view never needs it.
 */
const loadReviewForm = () => import('./ReviewForm')
const ReviewForm = lazy(() => loadReviewForm().then((module) => ({ default: module.ReviewForm })))

/**
 * The reviews section of a product's page: the rating summary from the page's own
 * data, then the approved reviews and the review form, both once the shop answered in the
 * browser (the form needs the store's rating ids) when the section comes near the screen. The
 * server renders the headings and the loading state, so the page's outline is the same before
 * and after. Reviews are kept per store view, as Magento does: where the page's language has
 * none, the section says so in its language's name and tells of the reviews in the site's other
 * languages, which the shopper may read (./LanguageReviews.tsx).
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
  const languages = useReviewLanguages()
  const noneHere = state.status === 'loaded' && state.reviews.length === 0
  const elsewhere = useOtherLanguageCounts(shop, sku, languages.others, noneHere)
  useEffect(() => {
    // The code the answer will need, fetched while the shop answers (a failure shows there).
    if (near)
      for (const load of [loadReviewForm, loadReviewItem]) void load().catch(() => undefined)
  }, [near])
  const formLoading = <p className="ce-reviews__status">{t('product.reviews.form-loading')}</p>
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
      <ReviewList
        state={state}
        onRetry={retry}
        onMore={() => void loadMore()}
        emptyText={
          languages.ownName === null
            ? undefined
            : t('product.reviews.empty-in-language', { language: languages.ownName })
        }
      />
      {shop &&
        elsewhere.map((count) => (
          <LanguageReviews key={count.storeView} shop={shop} sku={sku} count={count} />
        ))}
      {state.status !== 'failed' && <h3 id={`${id}-form`}>{t('product.reviews.write')}</h3>}
      {state.status === 'loaded' && shop && (
        <Suspense fallback={formLoading}>
          <ReviewForm shop={shop} sku={sku} ratings={state.ratings} labelledBy={`${id}-form`} />
        </Suspense>
      )}
      {state.status === 'loading' && formLoading}
    </section>
  )
}
