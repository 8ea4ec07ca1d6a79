import { describe, expect, it } from 'vitest'
import type { OrderDetail } from '../shop'
import {
  RETURN_PERIOD_DAYS,
  returnPeriodEnd,
  returnPeriodOver,
  withinReturnPeriod,
} from './return-period'

const DAY = 86_400_000
const PLACED = Date.parse('2026-03-15T10:00:00Z')
const eur = (value: number) => ({ value, currency: 'EUR' })
/** A shipped order placed at PLACED, everything of it returnable as far as the shop knows. */
const SHIPPED_ORDER: OrderDetail = {
  id: 'MQ==',
  number: '100000001',
  date: '2026-03-15 10:00:00',
  status: 'Complete',
  total: eur(24.85),
  items: [
    { id: 'MQ==', sku: 'VIT-D3', name: 'Vitamin D3', quantity: 2, price: eur(9.95), returnable: 2 },
    { id: 'Mg==', sku: 'ZINC', name: 'Zink', quantity: 1, price: eur(7.5), returnable: 1 },
  ],
  subtotal: eur(27.4),
  shipping: eur(4.95),
  tax: eur(2.25),
  discounts: [],
  shippingAddress: null,
  billingAddress: null,
  shippingMethod: null,
  paymentMethods: [],
  history: [],
  canReorder: true,
  canReturn: true,
}

describe('the return period', () => {
  it('is the 30 days the returns page states, counted from the order date', () => {
    expect(RETURN_PERIOD_DAYS).toBe(30)
    expect(returnPeriodEnd(SHIPPED_ORDER)?.toISOString()).toBe('2026-04-14T10:00:00.000Z')
    expect(returnPeriodOver(SHIPPED_ORDER, PLACED + 29 * DAY)).toBe(false)
    expect(returnPeriodOver(SHIPPED_ORDER, PLACED + 30 * DAY)).toBe(false)
    expect(returnPeriodOver(SHIPPED_ORDER, PLACED + 31 * DAY)).toBe(true)
  })

  it('leaves an order in its period as the shop answered it', () => {
    expect(withinReturnPeriod(SHIPPED_ORDER, PLACED + 29 * DAY)).toBe(SHIPPED_ORDER)
  })

  it('offers nothing of an order past its period, whatever the shop answered', () => {
    const closed = withinReturnPeriod(SHIPPED_ORDER, PLACED + 31 * DAY)
    expect(closed.canReturn).toBe(false)
    expect(closed.items.map((item) => item.returnable)).toEqual([0, 0])
    expect(closed.items.map((item) => item.quantity)).toEqual([2, 1])
    expect(closed.canReorder).toBe(true)
  })

  it('does not close an order whose date it cannot read', () => {
    const undated = { ...SHIPPED_ORDER, date: 'soon' }
    expect(returnPeriodEnd(undated)).toBeNull()
    expect(withinReturnPeriod(undated, PLACED + 365 * DAY)).toBe(undated)
  })
})
