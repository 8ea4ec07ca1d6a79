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

const decodeBase64Url = (value: string): string => {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

export const purchaseFromLocation = (location: {
  search: string
  hash: string
}): PurchaseEvent | null => {
  const query = new URLSearchParams(location.search)
  const payload = query.get('payload')
  if (query.get('ref') !== 'checkout' || query.get('event') !== 'purchase' || !payload) return null
  if (location.hash === '#complete') return null
  try {
    return { event: 'checkoutSuccess', order: JSON.parse(decodeBase64Url(payload)) as unknown }
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
