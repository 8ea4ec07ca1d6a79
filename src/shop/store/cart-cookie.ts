import '../../lib/zod-jitless'
import * as z from 'zod/mini'
import { readJsonCookie } from '../../lib/cookies'
import { CART_COOKIE_NAME, CART_COOKIE_VERSION, type PersistedCart } from './persisted-cart'

/**
 * The check of the cart cookie, which is shopper input. The worker reads it for every page; the
 * browser only when the cookie is there (./load-cart-cookie.ts), so a first visit never loads
 * the parser.
 */
// zod/mini: this module runs in the browser, where every kilobyte of parser counts.
const money = z.object({
  value: z.number(),
  // '' when the shop omitted it: formatPrice then uses the site's currency.
  currency: z.string().check(z.regex(/^([A-Z]{3})?$/)),
})

const code = (pattern: RegExp) => z.string().check(z.regex(pattern))
const atMost = <T extends z.ZodMiniType>(item: T, max: number) =>
  z.array(item).check(z.maxLength(max))

export const persistedCartSchema = z.object({
  // Magento's masked cart ids are 32 characters of [A-Za-z0-9].
  id: z.nullable(code(/^[A-Za-z0-9_-]{1,64}$/)),
  type: z.enum(['guest', 'customer']),
  itemsCount: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  prices: z.object({
    discounts: atMost(z.object({ amount: money, label: z.string().check(z.maxLength(200)) }), 20),
    subtotal_including_tax: money,
    grand_total: money,
  }),
  coupons: atMost(code(/^[A-Za-z0-9_-]{1,64}$/), 10),
  shippingAddresses: atMost(
    z.object({
      country: z.object({ code: code(/^[A-Z]{2}$/) }),
      postcode: z.nullable(z.string().check(z.maxLength(16))),
    }),
    5,
  ),
  shippingCost: z.nullable(money),
})

const persistedEnvelopeSchema = z.object({
  state: persistedCartSchema,
  version: z.literal(CART_COOKIE_VERSION),
})

/**
 * The persisted cart in a Cookie header (the worker's request or document.cookie); null when
 * absent, invalid or without a cart id. Pure: the server uses it for the initial state of its per-request store.
 */
export const readCartCookie = (
  cookieHeader: string | null | undefined,
  name: string = CART_COOKIE_NAME,
): PersistedCart | null => {
  const parsed = persistedEnvelopeSchema.safeParse(readJsonCookie(cookieHeader, name))
  // A cart without id is no cart (./cookie-storage.ts no longer writes one; older cookies may).
  return parsed.success && parsed.data.state.id !== null ? parsed.data.state : null
}
