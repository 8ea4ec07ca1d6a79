import { numberFormat } from '../../../lib/number-format'
import type { Translate } from '../../../lib/i18n'

/** Stars out of five from Magento's rating summary (the mean vote as 0 to 100), one decimal. */
export const starsOf = (ratingSummary: number): number =>
  Math.round(Math.min(100, Math.max(0, ratingSummary)) / 2) / 10

/** '4,2' in German, '4.2' in English; a whole number without decimals ('5'). */
export const formatStars = (stars: number, languageTag: string): string =>
  numberFormat(languageTag, { maximumFractionDigits: 1 }).format(stars)

/**
 * The rating as a sentence, so a screen reader hears what the stars show ('4,2 von 5 Sternen,
 * 5 Bewertungen'); one review is said in the singular. The count is not i18next's `count`,
 * which would look for plural keys the storefront does not ship.
 */
export const ratingSummaryText = (
  t: Translate,
  { ratingSummary, reviewCount }: { ratingSummary: number; reviewCount: number },
  languageTag: string,
): string => {
  const rating = formatStars(starsOf(ratingSummary), languageTag)
  return reviewCount === 1
    ? t('product.reviews.summary-one', { rating })
    : t('product.reviews.summary', {
        rating,
        total: reviewCount,
      })
}

/** One review's own rating, for the list ('4 von 5 Sternen'). */
export const reviewRatingText = (t: Translate, rating: number, languageTag: string): string =>
  t('product.reviews.rating', {
    rating: formatStars(Math.round(rating * 10) / 10, languageTag),
  })
