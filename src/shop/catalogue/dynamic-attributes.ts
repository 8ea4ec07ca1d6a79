import '../../lib/zod-jitless'
import * as z from 'zod/mini'
import type { DynamicAttributes } from '../types'

/**
 * The shop's `dynamicAttributes` field is a JSON object as a string (vitalis-extensions.graphql).
 * Only the four known keys are taken, so a stray key in the shop's JSON can never overwrite a
 * product's id, sku or price when merged; anything unreadable yields nulls, never an exception.
 */
const MAX_JSON_LENGTH = 10_000

// zod/mini, and no z.catch: this runs in the browser, and catch alone weighs 10 KB of parser.
// Each field is read on its own, so one junk value costs that field only.
const jsonObject = z.record(z.string(), z.unknown())
const textValue = z.nullish(z.union([z.string(), z.number()]))

const text = (value: unknown): string | null => {
  const parsed = textValue.safeParse(value)
  return parsed.success && parsed.data !== null && parsed.data !== undefined
    ? String(parsed.data)
    : null
}

export const EMPTY_DYNAMIC_ATTRIBUTES: DynamicAttributes = {
  size: null,
  product_line: null,
  dh_product_type: null,
  pim_id: null,
}

export const parseDynamicAttributes = (json: string | null | undefined): DynamicAttributes => {
  if (!json || json.length > MAX_JSON_LENGTH) return EMPTY_DYNAMIC_ATTRIBUTES
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return EMPTY_DYNAMIC_ATTRIBUTES
  }
  const parsed = jsonObject.safeParse(value)
  if (!parsed.success) return EMPTY_DYNAMIC_ATTRIBUTES
  const { size, product_line, dh_product_type, pim_id } = parsed.data
  return {
    size: text(size),
    product_line: text(product_line),
    dh_product_type: text(dh_product_type),
    pim_id: text(pim_id),
  }
}
