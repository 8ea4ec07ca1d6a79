import {
  decodePurchasePayload,
  purchasePayloadOf,
  purchaseSummaryOfOrder,
  type PurchaseSummary,
} from './purchase-payload'

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
