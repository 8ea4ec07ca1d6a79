/**
 * The payload the shop host sends the shopper back with (SPEC.md section 2 'Checkout-return
 * route'): query ref=checkout, event=purchase and a URL-safe base64 JSON payload. Anyone can
 * type such an address: the worker reads a payload only once the shop's signature of it holds
 * (src/worker/checkout/), and even then defensively, field by field.
 */

/** Far above any real order's JSON; a longer payload is not decoded at all. */
const MAX_PAYLOAD_LENGTH = 8192

const decodeBase64Url = (value: string): string => {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0))
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
}

/** The decoded JSON; throws on anything that is not URL-safe base64 of UTF-8 JSON. */
export const decodePurchasePayload = (payload: string): unknown => {
  if (payload.length > MAX_PAYLOAD_LENGTH) throw new Error('purchase payload too long')
  return JSON.parse(decodeBase64Url(payload)) as unknown
}

/** What the success page shows and the analytics report of an order: fields of the expected shape. */
export interface PurchaseSummary {
  orderNumber: string
  total: { value: number; currency: string } | null
  itemsCount: number | null
  /** The shipping cost in the total's currency; null when missing or of another shape. */
  shipping: number | null
  coupon: string | null
  /** The well-formed items; one of another shape is left out. */
  items: PurchasedItem[]
}

export interface PurchasedItem {
  sku: string
  quantity: number
  price: number | null
}

/**
 * Magento's order increment id: digits (9 by default, the store's digit first), optionally
 * after a letter prefix a shop configures ('DE-000000042'). Anything else is no order number of
 * the shop's, whatever the payload claims.
 */
const ORDER_NUMBER = /^(?:[A-Za-z]{1,10}-?)?\d{6,20}$/
const CURRENCY = /^[A-Z]{3}$/
/** SKUs and coupon codes as Magento allows them, far shorter than any abuse. */
const CODE = /^[\w.-]{1,64}$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const amount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null

const isQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1

const countItems = (items: unknown): number | null => {
  if (!Array.isArray(items) || items.length === 0) return null
  let count = 0
  for (const item of items) {
    const quantity = isRecord(item) ? item['quantity'] : null
    if (!isQuantity(quantity)) return null
    count += quantity
  }
  return count
}

const purchasedItems = (items: unknown): PurchasedItem[] =>
  Array.isArray(items)
    ? items.flatMap((item) => {
        if (!isRecord(item)) return []
        const { sku, quantity, price } = item
        if (typeof sku !== 'string' || !CODE.test(sku) || !isQuantity(quantity)) return []
        return [{ sku, quantity, price: amount(price) }]
      })
    : []

/** The summary of a decoded payload; null when it lacks a plausible order number. */
export const purchaseSummaryOfOrder = (order: unknown): PurchaseSummary | null => {
  if (!isRecord(order)) return null
  const orderNumber = order['orderNumber']
  if (typeof orderNumber !== 'string' || !ORDER_NUMBER.test(orderNumber)) return null
  const value = amount(order['total'])
  const currency = order['currency']
  const coupon = order['coupon']
  return {
    orderNumber,
    total:
      value !== null && typeof currency === 'string' && CURRENCY.test(currency)
        ? { value, currency }
        : null,
    itemsCount: countItems(order['items']),
    shipping: amount(order['shipping']),
    coupon: typeof coupon === 'string' && CODE.test(coupon) ? coupon : null,
    items: purchasedItems(order['items']),
  }
}

/**
 * The Magento store view the order was placed in (`store`, its code): the worker confirms an
 * order only on a site that sells in that store view, so one brand's signed return is no order
 * of another's. Null when missing or not a store view code.
 */
export const purchaseStoreOf = (order: unknown): string | null => {
  const store = isRecord(order) ? order['store'] : null
  return typeof store === 'string' && /^[a-z][a-z0-9_]{0,31}$/.test(store) ? store : null
}
