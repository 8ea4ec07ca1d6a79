import { describe, expect, it } from 'vitest'
import { decodePurchasePayload, purchaseStoreOf, purchaseSummaryOfOrder } from './purchase-payload'
import { purchasePayloadOf } from './purchase-query'

/** What the worker reads of a return once its signature holds (src/worker/checkout/). */
const purchaseSummaryOf = (search: string) => {
  const payload = purchasePayloadOf(search)
  if (payload === null) return null
  try {
    return purchaseSummaryOfOrder(decodePurchasePayload(payload))
  } catch {
    return null
  }
}

/** As the shop encodes it: URL-safe base64 of the UTF-8 JSON, no padding. */
const encode = (value: unknown) => {
  let binary = ''
  for (const byte of new TextEncoder().encode(JSON.stringify(value)))
    binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
const returnQuery = (payload: string) => `?ref=checkout&event=purchase&payload=${payload}`

const ORDER = {
  orderNumber: '100000042',
  total: 24.85,
  currency: 'EUR',
  items: [
    { sku: 'VIT-D3-1000', quantity: 2, price: 9.95 },
    { sku: 'VIT-MG-400', quantity: 1, price: 9.95 },
  ],
  coupon: null,
  shipping: 4.95,
}

describe('purchaseSummaryOf', () => {
  it('reads order number, total and item count of a checkout return', () => {
    expect(purchaseSummaryOf(returnQuery(encode(ORDER)))).toEqual({
      orderNumber: '100000042',
      total: { value: 24.85, currency: 'EUR' },
      itemsCount: 3,
      shipping: 4.95,
      coupon: null,
      items: [
        { sku: 'VIT-D3-1000', quantity: 2, price: 9.95 },
        { sku: 'VIT-MG-400', quantity: 1, price: 9.95 },
      ],
    })
  })
  it('reads the coupon code the order was placed with', () => {
    const summary = purchaseSummaryOf(returnQuery(encode({ ...ORDER, coupon: 'SOMMER10' })))
    expect(summary?.coupon).toBe('SOMMER10')
  })
  it.each(['000000042', 'DE-000000042', 'EU100000042'])(
    'takes %s as a Magento increment id',
    (orderNumber) => {
      expect(purchaseSummaryOf(returnQuery(encode({ ...ORDER, orderNumber })))?.orderNumber).toBe(
        orderNumber,
      )
    },
  )
  it('leaves out fields of another shape rather than showing them wrong', () => {
    const odd = {
      ...ORDER,
      total: '24.85',
      currency: 'euro',
      items: [{ quantity: -1 }, { sku: '<b>', quantity: 1 }, { sku: 'VIT-C', quantity: 1 }],
      coupon: '<script>',
      shipping: -1,
    }
    expect(purchaseSummaryOf(returnQuery(encode(odd)))).toEqual({
      orderNumber: '100000042',
      total: null,
      itemsCount: null,
      shipping: null,
      coupon: null,
      items: [{ sku: 'VIT-C', quantity: 1, price: null }],
    })
  })
  it.each([
    ['no purchase return', '?ref=checkout'],
    ['another event', `?ref=checkout&event=view&payload=${encode(ORDER)}`],
    ['no base64', returnQuery('%%%')],
    ['no JSON', returnQuery(btoa('not json'))],
    ['a JSON array', returnQuery(encode([ORDER]))],
    ['no order number', returnQuery(encode({ ...ORDER, orderNumber: undefined }))],
    ['markup as order number', returnQuery(encode({ ...ORDER, orderNumber: '<img src=x>' }))],
    ['a word as order number', returnQuery(encode({ ...ORDER, orderNumber: 'forged' }))],
    ['too few digits', returnQuery(encode({ ...ORDER, orderNumber: '42' }))],
    ['a very long payload', returnQuery(encode({ ...ORDER, pad: 'x'.repeat(10_000) }))],
    ['invalid UTF-8', returnQuery(btoa('{"orderNumber":"\xff"}'))],
  ])('gives nothing for %s', (_, search) => {
    expect(purchaseSummaryOf(search)).toBeNull()
  })
})

describe('purchaseStoreOf', () => {
  it('reads the store view code the order was placed in', () => {
    expect(purchaseStoreOf({ ...ORDER, store: 'vitalis_de' })).toBe('vitalis_de')
  })
  it.each([
    ['none', ORDER],
    ['no code', { ...ORDER, store: 'Vitalis DE' }],
    ['no string', { ...ORDER, store: 1 }],
    ['no order', 'vitalis_de'],
  ])('gives nothing for %s', (_, order) => {
    expect(purchaseStoreOf(order)).toBeNull()
  })
})
