import type { ProductReview } from '../../../shop'
import { dateTimeAttribute } from '../../../lib/format-date'
import { useT } from '../../../lib/i18n'
import { useStorefront } from '../../../lib/storefront-context'
import { reviewRatingText } from './rating-text'
import { useDateFormat } from '../../shared/use-date-format'
import { Stars } from './Stars'

/**
 * One review: summary, stars, author, date and text. Its own chunk (the date formatting comes
 * with it): it shows only once the shop answered in the browser, never in the first view.
 * A review in another language than the page's says so (`lang`) on what its author wrote, so
 * a screen reader reads it in that language; the page's own words around it keep the page's.
 */
export function ReviewItem({ review, lang }: { review: ProductReview; lang?: string | undefined }) {
  const t = useT()
  const { languageTag } = useStorefront()
  const formatDate = useDateFormat()
  return (
    <article className="ce-reviews__item">
      <h3 className="ce-reviews__item-summary" lang={lang}>
        {review.summary}
      </h3>
      <p className="ce-reviews__item-rating">
        <Stars stars={review.rating} />
        <span>{reviewRatingText(t, review.rating, languageTag)}</span>
      </p>
      <p className="ce-reviews__item-meta">
        {t('product.reviews.by', { nickname: review.nickname })}
        {', '}
        <time dateTime={dateTimeAttribute(review.createdAt)}>{formatDate(review.createdAt)}</time>
      </p>
      <p className="ce-reviews__item-text" lang={lang}>
        {review.text}
      </p>
    </article>
  )
}
