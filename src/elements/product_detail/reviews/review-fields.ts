import type { Translate } from '../../../lib/i18n'
import type { FieldSpec } from '../../../lib/form-rules/field-spec'

/**
 * The review form's fields and their rules (SPEC.md section 5's required and lengths). Magento
 * asks only that nickname, summary and text are not empty; the lengths are the storefront's, so
 * that a review says something (text) and the list stays readable (nickname, summary), well
 * inside Magento's columns (review_detail: nickname and title 128/255 characters).
 */
export const NICKNAME_MAX = 60
export const SUMMARY_MAX = 120
export const TEXT_MIN = 20
export const TEXT_MAX = 2000

export const reviewFields = (t: Translate) => {
  const rating: FieldSpec = {
    name: 'rating',
    label: t('product.reviews.your-rating'),
    // A choice is not 'filled in': its own wording instead of the required rule's.
    rules: [
      {
        kind: 'required',
        message: t('product.reviews.rating-required'),
      },
    ],
  }
  const nickname: FieldSpec = {
    name: 'nickname',
    label: t('product.reviews.nickname'),
    // The first name is what the form fills in for a customer, and what a browser offers.
    purpose: 'givenName',
    required: true,
    rules: [{ kind: 'maxLength', max: NICKNAME_MAX }],
  }
  const summary: FieldSpec = {
    name: 'summary',
    label: t('product.reviews.summary-field'),
    required: true,
    rules: [{ kind: 'maxLength', max: SUMMARY_MAX }],
  }
  const text: FieldSpec = {
    name: 'text',
    label: t('product.reviews.text'),
    required: true,
    rules: [
      { kind: 'minLength', min: TEXT_MIN },
      { kind: 'maxLength', max: TEXT_MAX },
    ],
  }
  return { rating, nickname, summary, text }
}
