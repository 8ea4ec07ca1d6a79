import { describe, expect, it } from 'vitest'
import { cartCookie, createCartHarness } from '../testing/cart-harness'

/** A guest whose cart (one Vitamin D3 at 9.95) is loaded; the fake shop's calls start empty. */
const guest = async (address: { country: string; postcode: string } | null = null) => {
  const harness = createCartHarness({ cookies: cartCookie({ id: 'guest1' }) })
  harness.shop.addCart({ id: 'guest1', items: [{ uid: 'a', sku: 'VIT-D3', quantity: 1 }], address })
  await harness.actions.initialise()
  harness.shop.calls.length = 0
  return harness
}

describe('coupons', () => {
  it('applies a coupon: the first applied code is the active one', async () => {
    const harness = await guest()
    expect(await harness.actions.applyCoupon(' SAVE10 ')).toBe(true)
    expect(harness.shop.calls[0]?.variables).toEqual({ cartId: 'guest1', couponCode: 'SAVE10' })
    expect(harness.state().coupons).toEqual(['SAVE10'])
    expect(harness.state().prices.discounts).toEqual([
      { amount: { value: 1, currency: 'EUR' }, label: 'SAVE10' },
    ])
    expect(harness.texts()).toEqual([{ message: 'Coupon applied', type: 'success', area: 'cart' }])
  })

  it('removes the coupon with an info message', async () => {
    const harness = await guest()
    await harness.actions.applyCoupon('SAVE10')
    harness.messages.getState().clear()
    expect(await harness.actions.removeCoupon()).toBe(true)
    expect(harness.state().coupons).toEqual([])
    expect(harness.texts()).toEqual([{ message: 'Coupon removed', type: 'info', area: 'cart' }])
  })

  it('shows the translated shop message in the cart area for an unknown coupon', async () => {
    const harness = await guest()
    expect(await harness.actions.applyCoupon('NOPE')).toBe(false)
    expect(harness.texts()).toEqual([{ message: 'Unknown coupon', type: 'error', area: 'cart' }])
  })

  it('warns, naming both totals and the way back, when the coupon raises the total shown', async () => {
    // 29,85 € of goods ship free; 10 % off takes them under the 29 € threshold.
    const harness = createCartHarness({ cookies: cartCookie({ id: 'guest1' }) })
    harness.shop.addCart({ id: 'guest1', items: [{ uid: 'a', sku: 'VIT-D3', quantity: 3 }] })
    await harness.actions.initialise()
    await harness.actions.estimateShipping()
    const method = { carrier_code: 'flatrate', method_code: 'flatrate' }
    await harness.actions.estimateTotals(method)
    expect(harness.state().prices.grand_total.value).toBe(29.85)
    harness.shop.calls.length = 0

    expect(await harness.actions.applyCoupon('SAVE10')).toBe(true)
    // The new cart with the same estimate, as the shopper saw the old one.
    expect(harness.shop.calls.map((call) => call.operation)).toEqual([
      'applyCouponToCart',
      'estimateTotals',
    ])
    expect(harness.shop.calls[1]?.variables).toMatchObject({
      countryCode: 'DE',
      shippingMethod: method,
    })
    expect(harness.state().coupons).toEqual(['SAVE10'])
    expect(harness.texts()).toEqual([
      {
        message:
          'Coupon SAVE10 saves nothing: total now 31,82\u00a0€ instead of 29,85\u00a0€ (Remove coupon)',
        type: 'warning',
        area: 'cart',
      },
    ])
  })

  it('confirms a coupon that lowers the total with its shipping estimate', async () => {
    const harness = await guest()
    await harness.actions.estimateShipping()
    await harness.actions.estimateTotals({ carrier_code: 'flatrate', method_code: 'flatrate' })
    expect(harness.state().prices.grand_total.value).toBe(14.9)
    expect(await harness.actions.applyCoupon('SAVE10')).toBe(true)
    expect(harness.texts()).toEqual([{ message: 'Coupon applied', type: 'success', area: 'cart' }])
  })

  it.each(['', 'a b', 'x'.repeat(65), 'SAVE10;DROP', 'ÄPFEL'])(
    'refuses coupon code %j before sending anything',
    async (code) => {
      const harness = await guest()
      expect(await harness.actions.applyCoupon(code)).toBe(false)
      expect(harness.shop.calls).toEqual([])
      expect(harness.texts()).toEqual([
        { message: 'Invalid coupon code', type: 'error', area: 'cart' },
      ])
    },
  )
})

describe('shipping estimates', () => {
  it("falls back to the site's default country and postcode when the cart has no address", async () => {
    const harness = await guest()
    await harness.actions.estimateShipping()
    expect(harness.shop.calls[0]?.variables).toEqual({
      cartId: 'guest1',
      countryCode: 'DE',
      postcode: '10115',
    })
  })

  it("uses the cart's shipping address when it has one", async () => {
    const harness = await guest({ country: 'AT', postcode: '1010' })
    await harness.actions.estimateShipping()
    expect(harness.shop.calls[0]?.variables).toMatchObject({ countryCode: 'AT', postcode: '1010' })
  })

  it('clears methods and cost when the shop returns none', async () => {
    const harness = await guest()
    await harness.actions.estimateShipping()
    expect(harness.state().shippingMethods).toHaveLength(1)
    expect(await harness.actions.estimateShipping({ countryCode: 'FR', postcode: '75001' })).toBe(
      true,
    )
    expect(harness.shop.calls).toHaveLength(2)
    expect(harness.state()).toMatchObject({ shippingMethods: [], shippingCost: null })
  })

  it.each([
    ['DE', '1234'],
    ['DE', '123456'],
    ['AT', '10115'],
    ['CH', 'ABCD'],
    ['FR', '7'],
    ['FR', '75001<script>'],
    ['Germany', '10115'],
  ])('refuses %s %s before sending anything', async (countryCode, postcode) => {
    const harness = await guest()
    expect(await harness.actions.estimateShipping({ countryCode, postcode })).toBe(false)
    expect(harness.shop.calls).toEqual([])
    expect(harness.texts()[0]).toMatchObject({ type: 'error', area: 'cart' })
  })

  it('estimates totals for a chosen method and takes its amount as the shipping cost', async () => {
    const harness = await guest()
    await harness.actions.estimateShipping()
    const method = { carrier_code: 'flatrate', method_code: 'flatrate' }
    expect(await harness.actions.estimateTotals(method)).toBe(true)
    expect(harness.shop.calls[1]?.variables).toMatchObject({
      shippingMethod: method,
      countryCode: 'DE',
    })
    expect(harness.state().prices.grand_total).toEqual({ value: 14.9, currency: 'EUR' })
    expect(harness.state().shippingCost).toEqual({ value: 4.95, currency: 'EUR' })
  })

  it('shows no cost before the totals it belongs to have arrived', async () => {
    const harness = await guest()
    await harness.actions.estimateShipping()
    expect(harness.state().shippingMethods).toHaveLength(1)
    expect(harness.state().shippingCost).toBeNull()
  })

  it("takes an estimate out of the totals when the cart's items change", async () => {
    const harness = await guest()
    const itemsOnly = harness.state().prices
    await harness.actions.estimateShipping()
    await harness.actions.estimateTotals({ carrier_code: 'flatrate', method_code: 'flatrate' })
    expect(harness.state().prices).not.toEqual(itemsOnly)
    await harness.actions.addToCart({ sku: 'VIT-D3', quantity: 1 })
    // The shop's answer: prices of the new items without shipping, and no cost beside them.
    expect(harness.state().shippingCost).toBeNull()
    expect(harness.state().prices.grand_total).toEqual(
      harness.state().prices.subtotal_including_tax,
    )
  })

  it('takes the estimate out of the totals when estimating for another address fails', async () => {
    const harness = await guest()
    const itemsOnly = harness.state().prices
    await harness.actions.estimateShipping()
    await harness.actions.estimateTotals({ carrier_code: 'flatrate', method_code: 'flatrate' })
    harness.shop.failNext('estimateShippingMethods', {
      kind: 'network',
      message: 'Failed to fetch',
      errors: [],
      status: null,
    })
    expect(await harness.actions.estimateShipping({ countryCode: 'AT', postcode: '' })).toBe(false)
    expect(harness.state()).toMatchObject({ shippingMethods: [], shippingCost: null })
    expect(harness.state().prices).toEqual(itemsOnly)
  })

  it("keeps the answer to the shopper's last action when an estimate follows a cart change", async () => {
    const harness = await guest()
    expect(await harness.actions.applyCoupon('NOPE')).toBe(false)
    const refusal = [{ message: 'Unknown coupon', type: 'error', area: 'cart' }]
    const method = { carrier_code: 'flatrate', method_code: 'flatrate' }
    const followsCartChange = { followsCartChange: true }
    expect(await harness.actions.estimateShipping(undefined, followsCartChange)).toBe(true)
    expect(await harness.actions.estimateTotals(method, undefined, followsCartChange)).toBe(true)
    expect(harness.texts()).toEqual(refusal)
    // The shopper's own estimate is their latest action: the old refusal goes.
    expect(await harness.actions.estimateShipping()).toBe(true)
    expect(harness.texts()).toEqual([])
  })
})
