import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as z from 'zod'
import { confirmPurchase, type UnconfirmedReason } from '../checkout/confirm-purchase'
import type { AppEnv } from '../env'

/** A payload is refused past 8 KiB (src/shop/purchase-payload.ts); this leaves room for JSON. */
export const CHECKOUT_CONFIRM_MAX_BYTES = 16 * 1024

const bodySchema = z.object({
  payload: z
    .string()
    .min(1)
    .max(8192)
    .regex(/^[A-Za-z0-9_-]+$/),
  signature: z.string().max(100),
})

const NO_STORE = { 'cache-control': 'no-store' }

const REFUSALS: Record<UnconfirmedReason, { status: ContentfulStatusCode; error: string }> = {
  'no-secret': { status: 503, error: 'This site cannot confirm orders at the moment' },
  signature: { status: 422, error: 'The order is not signed by the shop' },
  payload: { status: 422, error: 'The signed payload holds no order' },
  store: { status: 422, error: 'The order was placed in another shop' },
}

/**
 * POST /_checkout/confirm { payload, signature }: the order of a checkout return, if the shop
 * confirms it (../checkout/confirm-purchase.ts). The success page and the purchase tracking ask
 * here once hydrated, so the page itself stays one cached page for everyone, and the secret
 * stays in the worker. 200 { order } for a confirmed order; 422 { error } for a return that is
 * none (forged, altered, unsigned, another shop's); 503 where the worker lacks its secret.
 */
export const checkoutConfirmRoute = [
  bodyLimit({
    maxSize: CHECKOUT_CONFIRM_MAX_BYTES,
    onError: (c) => c.json({ error: 'Body too large' }, 413, NO_STORE),
  }),
  async (c: Context<AppEnv>) => {
    const site = c.var.site
    if (!site.ecommerce.enabled) return c.json({ error: 'This site sells nothing' }, 404, NO_STORE)
    const body = bodySchema.safeParse(await c.req.json().catch(() => null))
    if (!body.success) {
      return c.json(
        { error: 'Expected a JSON body { "payload", "signature" } of a checkout return' },
        400,
        NO_STORE,
      )
    }
    const confirmation = await confirmPurchase({
      secret: c.env.CHECKOUT_SIGNING_SECRET,
      storeViews: Object.values(site.shop.storeViews),
      ...body.data,
    })
    if (confirmation.confirmed) return c.json({ order: confirmation.order }, 200, NO_STORE)
    if (confirmation.reason === 'no-secret') {
      c.var.log.error(
        `[checkout] ${site.id}: CHECKOUT_SIGNING_SECRET is not set; no order can be confirmed`,
      )
    }
    const { status, error } = REFUSALS[confirmation.reason]
    return c.json({ error }, status, NO_STORE)
  },
] as const
