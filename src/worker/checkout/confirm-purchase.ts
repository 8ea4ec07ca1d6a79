import {
  decodePurchasePayload,
  purchaseStoreOf,
  type PurchaseSummary,
  purchaseSummaryOfOrder,
} from '../../shop'
import { verifyPurchaseSignature } from './purchase-signature'

/** Why a checkout return is no order the shop confirms. */
export type UnconfirmedReason =
  /** The worker has no CHECKOUT_SIGNING_SECRET: it can confirm no order at all. */
  | 'no-secret'
  /** No signature of the shop's, or one of another payload (forged, altered). */
  | 'signature'
  /** Signed, but not an order's payload (no readable order number). */
  | 'payload'
  /** Signed for a store view this site does not sell in (another brand's order). */
  | 'store'

export type PurchaseConfirmation =
  { confirmed: true; order: PurchaseSummary } | { confirmed: false; reason: UnconfirmedReason }

export interface ConfirmPurchaseInput {
  secret: string | undefined
  /** The site's store views (its `shop.storeViews` codes). */
  storeViews: readonly string[]
  payload: string
  signature: string
}

/**
 * A checkout return is an order the shop confirms when the shop signed its payload and the
 * payload names one of the site's store views: only then is it shown as the shopper's order and
 * tracked as revenue. The payload is decoded only after its signature holds.
 */
export const confirmPurchase = async ({
  secret,
  storeViews,
  payload,
  signature,
}: ConfirmPurchaseInput): Promise<PurchaseConfirmation> => {
  if (!secret) return { confirmed: false, reason: 'no-secret' }
  if (!(await verifyPurchaseSignature(secret, payload, signature)))
    return { confirmed: false, reason: 'signature' }
  let order: unknown
  try {
    order = decodePurchasePayload(payload)
  } catch {
    return { confirmed: false, reason: 'payload' }
  }
  const summary = purchaseSummaryOfOrder(order)
  if (!summary) return { confirmed: false, reason: 'payload' }
  const store = purchaseStoreOf(order)
  if (store === null || !storeViews.includes(store)) return { confirmed: false, reason: 'store' }
  return { confirmed: true, order: summary }
}
