import { decodePurchasePayload, purchasePayloadOf } from './purchase-payload'

/**
 * The checkout return (SPEC.md section 2 'Checkout-return route'): the shop host sends the
 * shopper back with ref=checkout, event=purchase and a URL-safe base64 JSON payload. Without the
 * #complete hash the purchase is tracked once, then the URL gets the hash so a reload does not
 * track it again. A payload that does not decode is only logged (section 8).
 */
export interface PurchaseEvent {
  event: 'checkoutSuccess'
  order: unknown
}

export const purchaseFromLocation = (location: {
  search: string
  hash: string
}): PurchaseEvent | null => {
  const payload = purchasePayloadOf(location.search)
  if (!payload || location.hash === '#complete') return null
  try {
    return { event: 'checkoutSuccess', order: decodePurchasePayload(payload) }
  } catch (error) {
    console.warn('purchase payload could not be decoded', error)
    return null
  }
}

/** Tracks the purchase into the data layer and marks the URL #complete. */
export const trackPurchaseReturn = (): void => {
  const purchase = purchaseFromLocation(window.location)
  if (!purchase) return
  const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= [])
  layer.push(purchase)
  const { pathname, search } = window.location
  window.history.replaceState(window.history.state, '', `${pathname}${search}#complete`)
}
