import { useEffect, useRef } from 'react'
import { Button } from '../../../brands/design/Button'
import type { ProductReview } from '../../../shop/operations/product-reviews'
import { dateTimeAttribute } from '../../../lib/format-date'
import { useT } from '../../../lib/i18n'
import { useStorefront } from '../../../lib/storefront-context'
import { reviewRatingText } from './rating-text'
import { useDateFormat } from '../../shared/use-date-format'
import { Stars } from './Stars'
import type { ReviewsState } from './use-product-reviews'

function ReviewItem({ review }: { review: ProductReview }) {
  const t = useT()
  const { languageTag } = useStorefront()
  const formatDate = useDateFormat()
  return (
    <article className="ce-reviews__item">
      <h3 className="ce-reviews__item-summary">{review.summary}</h3>
      <p className="ce-reviews__item-rating">
        <Stars stars={review.rating} />
        <span>{reviewRatingText(t, review.rating, languageTag)}</span>
      </p>
      <p className="ce-reviews__item-meta">
        {t('product.reviews.by', { nickname: review.nickname })}
        {', '}
        <time dateTime={dateTimeAttribute(review.createdAt)}>{formatDate(review.createdAt)}</time>
      </p>
      <p className="ce-reviews__item-text">{review.text}</p>
    </article>
  )
}

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
}: {
  state: ReviewsState
  onRetry: () => void
  onMore: () => void
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

  if (state.status === 'loading')
    return (
      <p className="ce-reviews__status" role="status">
        {t('product.reviews.loading')}
      </p>
    )
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
    return <p className="ce-reviews__status">{t('product.reviews.empty')}</p>
  const hasMore = state.currentPage < state.totalPages
  return (
    <>
      <ol className="ce-reviews__list" ref={list}>
        {state.reviews.map((review, index) => (
          // Reviews have no id in Magento's schema; a page's order is stable (newest first).
          // tabIndex -1: focus moves to the first of the next page when it arrives.
          <li key={index} tabIndex={-1}>
            <ReviewItem review={review} />
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
    </>
  )
}
