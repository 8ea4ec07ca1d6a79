import * as z from 'zod/mini'

/**
 * Shopper input is checked before anything is sent (a bad value never costs a round trip, and
 * the shop's own wording for it would be less helpful). SPEC.md section 9 leaves the limits to
 * us: quantity 1–999 (Magento's default max sale quantity is 10000, a health shop's basket is
 * far below), coupon codes as Magento's generator makes them, postcodes by country.
 * Each failure names the message key shown in the cart area.
 */
export const MAX_QUANTITY = 999

// zod/mini: these run in the browser, where every kilobyte of parser counts.
export const quantitySchema = z.int().check(z.minimum(1), z.maximum(MAX_QUANTITY))
export const skuSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64))
export const couponCodeSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/))
export const countryCodeSchema = z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/))
export const orderNumberSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,32}$/))

const POSTCODE_PATTERNS: Record<string, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
}
const OTHER_POSTCODE = /^[A-Za-z0-9 -]{2,10}$/

export const isValidPostcode = (countryCode: string, postcode: string): boolean =>
  (POSTCODE_PATTERNS[countryCode.toUpperCase()] ?? OTHER_POSTCODE).test(postcode.trim())

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

const check = <T>(schema: z.ZodMiniType<T>, field: ValidationField, input: unknown): Checked<T> => {
  const parsed = schema.safeParse(input)
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, field }
}

export const checkQuantity = (input: unknown) => check(quantitySchema, 'quantity', input)
export const checkSku = (input: unknown) => check(skuSchema, 'sku', input)
export const checkCouponCode = (input: unknown) => check(couponCodeSchema, 'coupon', input)
export const checkOrderNumber = (input: unknown) => check(orderNumberSchema, 'orderNumber', input)

export const checkAddress = (input: {
  countryCode: string
  postcode: string
}): Checked<{ countryCode: string; postcode: string }> => {
  const country = check(countryCodeSchema, 'country', input.countryCode)
  if (!country.ok) return country
  if (!isValidPostcode(country.value, input.postcode)) return { ok: false, field: 'postcode' }
  return { ok: true, value: { countryCode: country.value, postcode: input.postcode.trim() } }
}
