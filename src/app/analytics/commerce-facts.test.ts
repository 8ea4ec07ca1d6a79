import { describe, expect, it } from 'vitest'
import { emptyCartState } from '../../shop'
import { cartFacts, purchaseFacts } from './commerce-facts'

describe('commerce facts of the data-layer events (SPEC.md section 7)', () => {
  it('reads total, shipping, coupon, quantity and the login flag of the cart', () => {
    const cart = {
      ...emptyCartState('EUR'),
      prices: { ...emptyCartState('EUR').prices, grand_total: { value: 31.8, currency: 'EUR' } },
      shippingCost: { value: 4.95, currency: 'EUR' },
      coupons: ['SOMMER10', 'SECOND'],
      itemsCount: 3,
    }
    expect(cartFacts(cart, true)).toEqual({
      cartTotal: 31.8,
      shipping: 4.95,
      coupon: 'SOMMER10',
      quantity: 3,
      login: '1',
    })
  })
  it('gives zeros and no coupon for the empty cart of a guest', () => {
    expect(cartFacts(emptyCartState('EUR'), false)).toEqual({
      cartTotal: 0,
      shipping: 0,
      coupon: '',
      quantity: 0,
      login: '0',
    })
  })
  it('reads the order id and its figures from the decoded purchase payload', () => {
    const purchase = {
      orderNumber: '000000042',
      total: { value: 24.85, currency: 'EUR' },
      itemsCount: 3,
      shipping: 4.95,
      coupon: 'SOMMER10',
      items: [],
    }
    expect(purchaseFacts(purchase, false)).toEqual({
      orderId: '000000042',
      cartTotal: 24.85,
      shipping: 4.95,
      coupon: 'SOMMER10',
      quantity: 3,
      login: '0',
    })
  })
  it('leaves out what the payload did not hold in a usable shape', () => {
    const purchase = {
      orderNumber: '7',
      total: null,
      itemsCount: null,
      shipping: null,
      coupon: null,
      items: [],
    }
    expect(purchaseFacts(purchase, true)).toMatchObject({
      cartTotal: 0,
      shipping: 0,
      coupon: '',
      quantity: 0,
      login: '1',
    })
  })
})
