import type { PurchaseSummary } from './purchase-payload'
import { purchaseReturnOf, type PurchaseReturn } from './purchase-query'

export type { PurchaseSummary }

/** Where the worker confirms a checkout return (src/worker/routes/checkout-confirm.ts). */
export const CHECKOUT_CONFIRM_PATH = '/_checkout/confirm'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The worker's answer is its own summary; checked for the fields the page reads first. */
const isSummary = (value: unknown): value is PurchaseSummary =>
  isRecord(value) && typeof value['orderNumber'] === 'string' && Array.isArray(value['items'])

/**
 * How long the page waits for the worker's word: the cart is read only after it, so a request
 * that hangs must not leave the cart unread; past it the return counts as unconfirmed.
 */
const CONFIRM_TIMEOUT_MS = 10_000

const askWorker = async (
  purchase: PurchaseReturn,
  fetcher: typeof fetch,
): Promise<PurchaseSummary | null> => {
  // Unsigned: no order the shop confirms, whatever it claims; the worker need not be asked.
  if (!purchase.signature) return null
  try {
    const response = await fetcher(CHECKOUT_CONFIRM_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(purchase),
      signal: AbortSignal.timeout(CONFIRM_TIMEOUT_MS),
    })
    const body: unknown = await response.json().catch(() => null)
    if (response.ok && isRecord(body) && isSummary(body['order'])) return body['order']
    console.warn('purchase return not confirmed:', response.status, body)
  } catch (error) {
    console.warn('purchase return could not be confirmed', error)
  }
  return null
}

/**
 * One question per return and page load: the success page's element and the purchase tracking
 * ask for the same return together. This module is loaded only in the browser, after hydration
 * (loadPurchaseReturn), so the memory is one page load's.
 */
const confirmations = new Map<string, Promise<PurchaseSummary | null>>()

/**
 * The order of the address's checkout return if the shop confirms it (the worker checks the
 * shop's signature, which only it can), else null: no return, unsigned, forged or altered, or
 * the worker could not be asked.
 */
export const confirmedPurchaseOf = (
  search: string,
  fetcher: typeof fetch = fetch,
): Promise<PurchaseSummary | null> => {
  const purchase = purchaseReturnOf(search)
  if (!purchase) return Promise.resolve(null)
  const key = `${purchase.payload}.${purchase.signature ?? ''}`
  const known = confirmations.get(key)
  if (known) return known
  const asked = askWorker(purchase, fetcher)
  confirmations.set(key, asked)
  return asked
}

/** The browser's list of orders it has settled (tracked, cart reset), newest last. */
const SETTLED_ORDERS_KEY = 'checkout.settled-orders'
/** Far more orders than one browser places between two visits of a success page. */
const REMEMBERED_ORDERS = 50

/**
 * localStorage outlives the tab, so a return opened again in a new tab (from the history, a
 * bookmark, a restored session) is recognised too, which the #complete hash alone is not.
 * Storage a browser refuses (disabled, full) leaves the hash as the only memory.
 */
const settledOrders = {
  read(): string[] {
    try {
      const stored: unknown = JSON.parse(window.localStorage.getItem(SETTLED_ORDERS_KEY) ?? '[]')
      return Array.isArray(stored) ? stored.filter((entry) => typeof entry === 'string') : []
    } catch {
      return []
    }
  },
  add(orderNumber: string) {
    const orders = [...this.read().filter((entry) => entry !== orderNumber), orderNumber]
    try {
      window.localStorage.setItem(
        SETTLED_ORDERS_KEY,
        JSON.stringify(orders.slice(-REMEMBERED_ORDERS)),
      )
    } catch {
      // Not remembered beyond the hash: see above.
    }
  },
}

/**
 * The checkout return of this page load (SPEC.md sections 2 and 4), settled once per order: an
 * order the shop confirms and this browser has not settled before (no #complete hash, not in its
 * list) is remembered, handed to `track` and the URL gets #complete. Resolves true exactly then:
 * the cart that became this order is to be reset. A return the shop does not confirm is only
 * logged (section 8): nothing tracked, the cart and the address left alone.
 */
export const settlePurchaseReturn = async (
  track: (purchase: PurchaseSummary) => void,
): Promise<boolean> => {
  const { pathname, search, hash } = window.location
  const order = await confirmedPurchaseOf(search)
  if (!order || hash === '#complete' || settledOrders.read().includes(order.orderNumber))
    return false
  // Remembered before it is reported: a tracker that throws must not get it twice.
  settledOrders.add(order.orderNumber)
  window.history.replaceState(window.history.state, '', `${pathname}${search}#complete`)
  track(order)
  return true
}
