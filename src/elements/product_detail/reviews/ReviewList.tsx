import { lazy, Suspense, useEffect, useRef } from 'react'
import { Button } from '../../../brands/design/Button'
import { useT } from '../../../lib/i18n'
import type { ReviewsState } from './use-product-reviews'

/** The code of one review, loaded as the section comes near the screen (ProductReviews). */
export const loadReviewItem = () => import('./ReviewItem')
const ReviewItem = lazy(() => loadReviewItem().then((module) => ({ default: module.ReviewItem })))

/**
 * The reviews as far as they are loaded, or what stands in for them: loading, the shop not
 * answering (with another try), no review yet. 'More reviews' appends the next page and moves
 * focus to its first review, so a keyboard or screen-reader user reads on where the new ones
 * start instead of at the button.
 */
export function ReviewList({
  state,
  onRetry,
  onMore,
  emptyText,
  lang,
}: {
  state: ReviewsState
  onRetry: () => void
  onMore: () => void
  /** What is said when there is no review: by default, that the product has none. */
  emptyText?: string | undefined
  /** The language the reviews were written in, where it is not the page's. */
  lang?: string | undefined
}) {
  const t = useT()
  const list = useRef<HTMLOListElement>(null)
  const firstNew = useRef<number | null>(null)
  const count = state.status === 'loaded' ? state.reviews.length : 0
  useEffect(() => {
    const index = firstNew.current
    if (index === null || index >= count) return
    firstNew.current = null
    const item = list.current?.children[index]
    if (item instanceof HTMLElement) item.focus()
  }, [count])

  const loading = (
    <p className="ce-reviews__status" role="status">
      {t('product.reviews.loading')}
    </p>
  )
  if (state.status === 'loading') return loading
  if (state.status === 'failed')
    return (
      <div className="ce-reviews__status" role="alert">
        <p>{t('product.reviews.load-failed')}</p>
        <Button variant="outline" onClick={onRetry}>
          {t('product.reviews.retry')}
        </Button>
      </div>
    )
  if (state.reviews.length === 0)
    return <p className="ce-reviews__status">{emptyText ?? t('product.reviews.empty')}</p>
  const hasMore = state.currentPage < state.totalPages
  return (
    <Suspense fallback={loading}>
      <ol className="ce-reviews__list" ref={list}>
        {state.reviews.map((review, index) => (
          // Reviews have no id in Magento's schema; a page's order is stable (newest first).
          // tabIndex -1: focus moves to the first of the next page when it arrives.
          <li key={index} tabIndex={-1}>
            <ReviewItem review={review} lang={lang} />
          </li>
        ))}
      </ol>
      {state.more === 'failed' && (
        <p className="ce-reviews__status" role="alert">
          {t('product.reviews.more-failed')}
        </p>
      )}
      {hasMore && (
        <Button
          variant="outline"
          disabled={state.more === 'loading'}
          onClick={() => {
            firstNew.current = state.reviews.length
            onMore()
          }}
        >
          {state.more === 'loading' ? t('product.reviews.loading-more') : t('product.reviews.more')}
        </Button>
      )}
    </Suspense>
  )
}
