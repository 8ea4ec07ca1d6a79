import * as z from 'zod/mini'
import type { DynamicAttributes } from '../types'

/**
 * The shop's `dynamicAttributes` field is a JSON object as a string (vitalis-extensions.graphql).
 * Only the four known keys are taken, so a stray key in the shop's JSON can never overwrite a
 * product's id, sku or price when merged; anything unreadable yields nulls, never an exception.
 */
const MAX_JSON_LENGTH = 10_000

// zod/mini: this module runs in the browser, where every kilobyte of parser counts.
const text = z.catch(
  z.nullish(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value)),
    ),
  ),
  null,
)

const schema = z.object({
  size: text,
  product_line: text,
  dh_product_type: text,
  pim_id: text,
})

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
  const parsed = schema.safeParse(value)
  if (!parsed.success) return EMPTY_DYNAMIC_ATTRIBUTES
  const { size, product_line, dh_product_type, pim_id } = parsed.data
  return {
    size: size ?? null,
    product_line: product_line ?? null,
    dh_product_type: dh_product_type ?? null,
    pim_id: pim_id ?? null,
  }
}
