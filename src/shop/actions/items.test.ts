import { describe, expect, it } from 'vitest'
import { CUSTOMER_TOKEN, cartCookie, createCartHarness, tokenCookie } from '../testing/cart-harness'

const guestWith = (items: { uid: string; sku: string; quantity: number }[]) => {
  const harness = createCartHarness({ cookies: cartCookie({ id: 'guest1' }) })
  harness.shop.addCart({ id: 'guest1', items })
  return harness
}

describe('cart items', () => {
  it('creates a guest cart first when no id is held, then adds and marks the cart active', async () => {
    const harness = createCartHarness()
    expect(await harness.actions.addToCart({ sku: 'VIT-D3', quantity: 2 })).toBe(true)
    expect(harness.shop.calls.map((call) => call.operation)).toEqual([
      'createGuestCart',
      'addProductsToCart',
    ])
    expect(harness.state()).toMatchObject({
      id: 'cart1',
      type: 'guest',
      itemsCount: 2,
      active: true,
    })
    expect(harness.texts()).toEqual([{ message: 'Added to cart', type: 'success', area: 'cart' }])
  })

  it('adds to the customer cart when a logged-in customer holds no id', async () => {
    const harness = createCartHarness({ cookies: tokenCookie() })
    await harness.actions.addToCart({ sku: 'VIT-D3', quantity: 1 })
    expect(harness.shop.calls.map((call) => call.operation)).toEqual([
      'customerCart',
      'addProductsToCart',
    ])
    expect(harness.state()).toMatchObject({ type: 'customer', itemsCount: 1 })
    expect(harness.shop.state.carts.get(harness.state().id ?? '')?.owner).toBe(CUSTOMER_TOKEN)
  })

  it('counts items as the sum of their quantities', async () => {
    const harness = guestWith([{ uid: 'a', sku: 'VIT-D3', quantity: 2 }])
    await harness.actions.addToCart({ sku: 'MAG-400', quantity: 3 })
    expect(harness.state().items).toHaveLength(2)
    expect(harness.state().itemsCount).toBe(5)
  })

  it('shows each user error of addProductsToCart as a translated cart-area error', async () => {
    const harness = guestWith([])
    expect(await harness.actions.addToCart({ sku: 'ZINC-OUT', quantity: 1 })).toBe(false)
    expect(harness.texts()).toEqual([{ message: 'Out of stock', type: 'error', area: 'cart' }])
    expect(harness.state().active).toBe(false)
  })

  it('changes a quantity by cart_item_uid', async () => {
    const harness = guestWith([{ uid: 'a', sku: 'VIT-D3', quantity: 1 }])
    expect(await harness.actions.updateQuantity('a', 4)).toBe(true)
    expect(harness.shop.calls[0]?.variables).toEqual({
      cartId: 'guest1',
      cartItems: [{ cart_item_uid: 'a', quantity: 4 }],
    })
    expect(harness.state().itemsCount).toBe(4)
  })

  it('removes an item with an info message', async () => {
    const harness = guestWith([
      { uid: 'a', sku: 'VIT-D3', quantity: 1 },
      { uid: 'b', sku: 'MAG-400', quantity: 1 },
    ])
    expect(await harness.actions.removeItem('a')).toBe(true)
    expect(harness.shop.calls[0]?.variables).toEqual({ cartId: 'guest1', itemUid: 'a' })
    expect(harness.state().items.map((item) => item.id)).toEqual(['b'])
    expect(harness.texts()).toEqual([{ message: 'Removed from cart', type: 'info', area: 'cart' }])
  })

  it('clears shipping methods and cost when the item count becomes 0', async () => {
    const harness = guestWith([{ uid: 'a', sku: 'VIT-D3', quantity: 1 }])
    await harness.actions.initialise()
    await harness.actions.estimateShipping()
    expect(harness.state().shippingMethods).toHaveLength(1)
    await harness.actions.estimateTotals(harness.state().shippingMethods[0]!)
    expect(harness.state().shippingCost).toEqual({ value: 4.95, currency: 'EUR' })
    await harness.actions.removeItem('a')
    expect(harness.state()).toMatchObject({
      itemsCount: 0,
      shippingMethods: [],
      shippingCost: null,
    })
  })

  it.each([0, -1, 1.5, 1000, Number.NaN])(
    'refuses quantity %s before sending anything',
    async (quantity) => {
      const harness = guestWith([{ uid: 'a', sku: 'VIT-D3', quantity: 1 }])
      expect(await harness.actions.addToCart({ sku: 'VIT-D3', quantity })).toBe(false)
      expect(await harness.actions.updateQuantity('a', quantity)).toBe(false)
      expect(harness.shop.calls).toEqual([])
      expect(harness.texts()).toEqual([
        { message: 'Invalid quantity', type: 'error', area: 'cart' },
      ])
    },
  )

  it('accepts the limits 1 and 999', async () => {
    const harness = guestWith([{ uid: 'a', sku: 'VIT-D3', quantity: 1 }])
    expect(await harness.actions.updateQuantity('a', 999)).toBe(true)
    expect(await harness.actions.updateQuantity('a', 1)).toBe(true)
  })

  it('drops a stale validation error when the next cart action runs', async () => {
    const harness = guestWith([{ uid: 'a', sku: 'VIT-D3', quantity: 1 }])
    await harness.actions.updateQuantity('a', 0)
    await harness.actions.updateQuantity('a', 2)
    expect(harness.texts()).toEqual([])
  })

  it('reorders a past order into the customer cart and reports what could not be added', async () => {
    const harness = createCartHarness({ cookies: tokenCookie() })
    harness.shop.state.orders.set('000000042', [
      { sku: 'VIT-D3', quantity: 1 },
      { sku: 'ZINC-OUT', quantity: 1 },
    ])
    expect(await harness.actions.reorder('000000042')).toBe(false)
    expect(harness.state()).toMatchObject({ type: 'customer', itemsCount: 1, active: true })
    expect(harness.texts()).toEqual([{ message: 'Out of stock', type: 'error', area: 'cart' }])
    expect(await harness.actions.reorder('')).toBe(false)
    expect(harness.shop.calls).toHaveLength(1)
  })

  it('sets and clears the active flag', () => {
    const harness = createCartHarness()
    harness.actions.setActive(true)
    expect(harness.state().active).toBe(true)
    harness.actions.setActive(false)
    expect(harness.state().active).toBe(false)
  })
})
