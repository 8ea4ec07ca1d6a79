import '../lib/zod-jitless'
import * as z from 'zod/mini'
import {
  isValidPostcode,
  MAX_QUANTITY,
  type Checked,
  type ValidationField,
} from './validation-rules'

/**
 * Shopper input is checked before anything is sent (a bad value never costs a round trip, and
 * the shop's own wording for it would be less helpful), by the limits of ./validation-rules.ts.
 * Each failure names the field, whose message key is shown in the cart area. Loaded with the
 * cart actions and the add-to-cart form, never with a page's first script.
 */

// zod/mini: these run in the browser, where every kilobyte of parser counts.
export const quantitySchema = z.int().check(z.minimum(1), z.maximum(MAX_QUANTITY))
export const skuSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64))
export const couponCodeSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/))
export const countryCodeSchema = z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/))
export const orderNumberSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,32}$/))

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
  // A postcode is optional: Magento estimates a country's rates without one.
  const postcode = input.postcode.trim()
  if (postcode !== '' && !isValidPostcode(country.value, postcode))
    return { ok: false, field: 'postcode' }
  return { ok: true, value: { countryCode: country.value, postcode } }
}
