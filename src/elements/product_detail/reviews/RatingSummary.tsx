import { useT } from '../../../lib/i18n'
import { useStorefront } from '../../../lib/storefront-context'
import { ratingSummaryText, starsOf } from './rating-text'
import { useReviewLanguages } from './review-languages'
import { Stars } from './Stars'

/**
 * The product's rating under its name, from the server-rendered detail (Magento's
 * rating_summary and review_count count approved reviews only): the stars and the rating as
 * text, linking to the reviews section (plain text in the section itself). Without a review it
 * says so, naming the page's language where the site has others (reviews are kept per store
 * view: 'No reviews in English yet' may have German ones, which the section tells of).
 */
export function RatingSummary({
  ratingSummary,
  reviewCount,
  reviewsHref,
}: {
  ratingSummary: number
  reviewCount: number
  /** Where the link leads: the reviews section; none: no link. */
  reviewsHref?: string
}) {
  const t = useT()
  const { languageTag } = useStorefront()
  const { ownName } = useReviewLanguages()
  const content =
    reviewCount === 0 ? (
      ownName === null ? (
        t('product.reviews.none-yet')
      ) : (
        t('product.reviews.none-yet-in-language', { language: ownName })
      )
    ) : (
      <>
        <Stars stars={starsOf(ratingSummary)} />
        <span>{ratingSummaryText(t, { ratingSummary, reviewCount }, languageTag)}</span>
      </>
    )
  return (
    <p className="ce-reviews__summary">
      {reviewsHref ? <a href={reviewsHref}>{content}</a> : content}
    </p>
  )
}
