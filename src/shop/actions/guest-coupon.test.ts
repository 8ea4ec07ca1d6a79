import { describe, expect, it } from 'vitest'
import { CUSTOMER_TOKEN, cartCookie, createCartHarness, tokenCookie } from '../testing/cart-harness'

/**
 * A signed-in customer whose guest cart (one Vitamin D3, with `guest` applied) is still held,
 * and whose own cart holds one Magnesium 400 (with `customer` applied, if given).
 */
const signedInWithGuestCoupon = (guest: string, customer?: string) => {
  const harness = createCartHarness({
    cookies: `${tokenCookie()}; ${cartCookie({ id: 'guest1', itemsCount: 1, coupons: [guest] })}`,
  })
  harness.shop.addCart({
    id: 'guest1',
    items: [{ uid: 'g', sku: 'VIT-D3', quantity: 1 }],
    coupons: [guest],
  })
  harness.shop.addCart({
    id: 'mine',
    owner: CUSTOMER_TOKEN,
    items: [{ uid: 'm', sku: 'MAG-400', quantity: 1 }],
    coupons: customer ? [customer] : [],
  })
  return harness
}

const operations = (harness: ReturnType<typeof createCartHarness>) =>
  harness.shop.calls.map((call) => [call.operation, call.variables['couponCode'] ?? null])

describe('the guest’s coupon after the merge at sign-in', () => {
  it('stays without another call when the merge carried it over, as Magento’s does', async () => {
    const harness = signedInWithGuestCoupon('SAVE10')
    expect(await harness.actions.initialise()).toBe(true)
    expect(operations(harness)).toEqual([
      ['customerCart', null],
      ['mergeCarts', null],
    ])
    expect(harness.state()).toMatchObject({ id: 'mine', type: 'customer', coupons: ['SAVE10'] })
    expect(harness.texts()).toEqual([])
  })

  it('is applied to the customer cart again when the merge moved the items only', async () => {
    const harness = signedInWithGuestCoupon('SAVE10')
    harness.shop.state.mergeMovesItemsOnly = true
    await harness.actions.initialise()
    expect(operations(harness)).toEqual([
      ['customerCart', null],
      ['mergeCarts', null],
      ['applyCouponToCart', 'SAVE10'],
    ])
    expect(harness.shop.calls[2]?.variables['cartId']).toBe('mine')
    expect(harness.state()).toMatchObject({ id: 'mine', itemsCount: 2, coupons: ['SAVE10'] })
    expect(harness.state().prices.discounts).toHaveLength(1)
    expect(harness.texts()).toEqual([])
  })

  it('is named with the shop’s reason when the customer cart refuses it', async () => {
    // A first-order coupon: Magento's merge copies it, its totals drop it for a customer.
    const harness = signedInWithGuestCoupon('WELCOME5')
    expect(await harness.actions.initialise()).toBe(true)
    expect(operations(harness)).toEqual([
      ['customerCart', null],
      ['mergeCarts', null],
      ['applyCouponToCart', 'WELCOME5'],
    ])
    expect(harness.state()).toMatchObject({ id: 'mine', type: 'customer', coupons: [] })
    expect(harness.texts()).toEqual([
      {
        message: 'Coupon WELCOME5 not carried over: Unknown coupon',
        type: 'warning',
        area: 'cart',
      },
    ])
  })

  it('gives the customer cart its own coupon back when the merge replaced it and the guest’s is refused', async () => {
    const harness = signedInWithGuestCoupon('WELCOME5', 'SAVE10')
    await harness.actions.initialise()
    expect(operations(harness).slice(2)).toEqual([
      ['applyCouponToCart', 'WELCOME5'],
      ['applyCouponToCart', 'SAVE10'],
    ])
    expect(harness.state().coupons).toEqual(['SAVE10'])
    expect(harness.texts()).toEqual([
      {
        message: 'Coupon WELCOME5 not carried over: Unknown coupon',
        type: 'warning',
        area: 'cart',
      },
    ])
  })

  it('names both codes, without asking the shop, when the customer cart kept another coupon', async () => {
    const harness = signedInWithGuestCoupon('WELCOME5', 'SAVE10')
    harness.shop.state.mergeMovesItemsOnly = true
    await harness.actions.initialise()
    expect(operations(harness)).toEqual([
      ['customerCart', null],
      ['mergeCarts', null],
    ])
    expect(harness.state().coupons).toEqual(['SAVE10'])
    expect(harness.texts()).toEqual([
      {
        message: 'Coupon WELCOME5 not carried over: SAVE10 is applied',
        type: 'warning',
        area: 'cart',
      },
    ])
  })

  it('says the shop is unavailable, and keeps the merged cart, when applying it again fails', async () => {
    const harness = signedInWithGuestCoupon('SAVE10')
    harness.shop.state.mergeMovesItemsOnly = true
    harness.shop.failNext('applyCouponToCart', {
      kind: 'network',
      message: 'Failed to fetch',
      errors: [],
      status: null,
    })
    expect(await harness.actions.initialise()).toBe(true)
    expect(harness.state()).toMatchObject({ id: 'mine', type: 'customer', itemsCount: 2 })
    expect(harness.texts()).toEqual([
      { message: 'The shop is unavailable', type: 'error', area: 'cart' },
    ])
  })
})
