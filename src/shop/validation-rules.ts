/**
 * The limits of shopper input and the message keys of their failures, without a parser: the
 * forms and texts need them on every page, the zod schemas (./validation.ts) only when the
 * shopper acts. SPEC.md section 9 leaves the limits to us: quantity 1–999 (Magento's default max
 * sale quantity is 10000, a health shop's basket is far below), coupon codes as Magento's
 * generator makes them, postcodes by country.
 */
export const MAX_QUANTITY = 999

const POSTCODE_PATTERNS: Record<string, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
}
const OTHER_POSTCODE = /^[A-Za-z0-9 -]{2,10}$/

/** The postcode pattern of a country (whole value, without surrounding spaces). */
export const postcodePattern = (countryCode: string): RegExp =>
  POSTCODE_PATTERNS[countryCode.toUpperCase()] ?? OTHER_POSTCODE

export const isValidPostcode = (countryCode: string, postcode: string): boolean =>
  postcodePattern(countryCode).test(postcode.trim())

export const VALIDATION_MESSAGE_KEYS = {
  quantity: 'cart.error.quantity',
  sku: 'cart.error.sku',
  coupon: 'cart.error.coupon',
  country: 'cart.error.country',
  postcode: 'cart.error.postcode',
  orderNumber: 'cart.error.order-number',
} as const

export type ValidationField = keyof typeof VALIDATION_MESSAGE_KEYS

export type Checked<T> = { ok: true; value: T } | { ok: false; field: ValidationField }
