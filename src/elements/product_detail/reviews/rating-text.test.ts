import { describe, expect, it } from 'vitest'
import { germanTranslate } from '../../../../test/support/german-texts'
import { formatStars, ratingSummaryText, reviewRatingText, starsOf } from './rating-text'

describe('rating text', () => {
  it('turns Magento’s rating summary into stars out of five, one decimal', () => {
    expect(starsOf(84)).toBe(4.2)
    expect(starsOf(100)).toBe(5)
    expect(starsOf(0)).toBe(0)
    expect(starsOf(67)).toBe(3.4)
    // A summary out of range is held to it.
    expect(starsOf(140)).toBe(5)
  })

  it('writes the stars as the page’s language writes numbers', () => {
    expect(formatStars(4.2, 'de-DE')).toBe('4,2')
    expect(formatStars(4.2, 'en-GB')).toBe('4.2')
    expect(formatStars(5, 'de-DE')).toBe('5')
  })

  it('says the rating and the number of reviews, one review in the singular', () => {
    expect(
      ratingSummaryText(germanTranslate(), { ratingSummary: 84, reviewCount: 5 }, 'de-DE'),
    ).toBe('4,2 von 5 Sternen, 5 Bewertungen')
    expect(
      ratingSummaryText(germanTranslate(), { ratingSummary: 80, reviewCount: 1 }, 'de-DE'),
    ).toBe('4 von 5 Sternen, 1 Bewertung')
    expect(reviewRatingText(germanTranslate(), 3, 'de-DE')).toBe('3 von 5 Sternen')
  })
})
