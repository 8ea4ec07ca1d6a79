import * as z from 'zod'
import { readJsonCookie } from '../../lib/cookies'
import type { CartState } from './cart-state'

/**
 * What survives a page load: exactly id, type, itemsCount, prices, coupons, shippingAddresses
 * and shippingCost (SPEC.md section 3), in the cookie `vitalis_cart`, so the worker can render
 * the header's item count without a shop call (DESIGN.md section 4). The cookie is shopper
 * input: it is validated on every read, and anything forged, malformed or oversized is dropped.
 */
export const CART_COOKIE_NAME = 'vitalis_cart'
export const CART_COOKIE_VERSION = 1
/** Magento's guest quote lifetime is 30 days by default; the cookie need not outlive it. */
export const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

const money = z.object({
  value: z.number().finite(),
  // '' when the shop omitted it: formatPrice then uses the site's currency.
  currency: z.string().regex(/^([A-Z]{3})?$/),
})

export const persistedCartSchema = z.object({
  // Magento's masked cart ids are 32 characters of [A-Za-z0-9].
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .nullable(),
  type: z.enum(['guest', 'customer']),
  itemsCount: z.number().int().min(0).max(1_000_000),
  prices: z.object({
    discounts: z.array(z.object({ amount: money, label: z.string().max(200) })).max(20),
    subtotal_including_tax: money,
    grand_total: money,
  }),
  coupons: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)).max(10),
  shippingAddresses: z
    .array(
      z.object({
        country: z.object({ code: z.string().regex(/^[A-Z]{2}$/) }),
        postcode: z.string().max(16).nullable(),
      }),
    )
    .max(5),
  shippingCost: money.nullable(),
})

export type PersistedCart = z.infer<typeof persistedCartSchema>

export const persistedEnvelopeSchema = z.object({
  state: persistedCartSchema,
  version: z.literal(CART_COOKIE_VERSION),
})

/** The persisted part of the state, and nothing else. */
export const pickPersisted = (state: CartState): PersistedCart => ({
  id: state.id,
  type: state.type,
  itemsCount: state.itemsCount,
  prices: state.prices,
  coupons: state.coupons,
  shippingAddresses: state.shippingAddresses,
  shippingCost: state.shippingCost,
})

/**
 * The persisted cart in a Cookie header (the worker's request or document.cookie); null when
 * absent or invalid. Pure: the server uses it for the initial state of its per-request store.
 */
export const readCartCookie = (
  cookieHeader: string | null | undefined,
  name: string = CART_COOKIE_NAME,
): PersistedCart | null => {
  const parsed = persistedEnvelopeSchema.safeParse(readJsonCookie(cookieHeader, name))
  return parsed.success ? parsed.data.state : null
}
