import {
  decodePurchasePayload,
  purchaseSummaryOfOrder,
  type PurchaseSummary,
} from './purchase-payload'
import { purchasePayloadOf } from './purchase-query'

export type { PurchaseSummary }

/**
 * The checkout return (SPEC.md section 2 'Checkout-return route'): the shop host sends the
 * shopper back with ref=checkout, event=purchase and a URL-safe base64 JSON payload. Without the
 * #complete hash the purchase is tracked once, then the URL gets the hash so a reload does not
 * track it again. A payload that does not decode is only logged (section 8).
 */
export const purchaseFromLocation = (location: {
  search: string
  hash: string
}): PurchaseSummary | null => {
  const payload = purchasePayloadOf(location.search)
  if (!payload || location.hash === '#complete') return null
  try {
    const summary = purchaseSummaryOfOrder(decodePurchasePayload(payload))
    if (!summary) console.warn('purchase payload holds no order number')
    return summary
  } catch (error) {
    console.warn('purchase payload could not be decoded', error)
    return null
  }
}

/** Hands the purchase of a checkout return to `track` once and marks the URL #complete. */
export const trackPurchaseReturn = (track: (purchase: PurchaseSummary) => void): void => {
  const purchase = purchaseFromLocation(window.location)
  if (!purchase) return
  track(purchase)
  const { pathname, search } = window.location
  window.history.replaceState(window.history.state, '', `${pathname}${search}#complete`)
}

/**
 * The order a checkout return reports, for the success page to show (and the decoder with it
 * in this chunk, which a page without a checkout return never loads); null when the address is no
 * purchase return or its payload is unreadable or lacks a plausible order number. Fields of
 * another shape are left out rather than shown wrong.
 */
export const purchaseSummaryOf = (search: string): PurchaseSummary | null => {
  const payload = purchasePayloadOf(search)
  if (!payload) return null
  try {
    return purchaseSummaryOfOrder(decodePurchasePayload(payload))
  } catch {
    return null
  }
}
