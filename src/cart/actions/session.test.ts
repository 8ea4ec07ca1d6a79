import { describe, expect, it } from 'vitest'
import { CUSTOMER_TOKEN, cartCookie, createCartHarness, tokenCookie } from '../testing/cart-harness'

describe('login and logout', () => {
  it('stores the token at login and merges the guest cart into the customer cart', async () => {
    const harness = createCartHarness({ cookies: cartCookie({ id: 'guest1' }) })
    harness.shop.addCart({ id: 'guest1', items: [{ uid: 'g', sku: 'VIT-D3', quantity: 1 }] })
    expect(await harness.actions.login(CUSTOMER_TOKEN)).toBe(true)
    expect(harness.auth.get()).toBe(CUSTOMER_TOKEN)
    expect(harness.shop.cacheResets).toBe(1)
    expect(harness.shop.calls.map((call) => [call.operation, call.token])).toEqual([
      ['customerCart', CUSTOMER_TOKEN],
      ['mergeCarts', CUSTOMER_TOKEN],
    ])
    expect(harness.state()).toMatchObject({ type: 'customer', itemsCount: 1 })
  })

  it('removes the token, resets the client cache and the cart at logout', () => {
    const harness = createCartHarness({
      cookies: `${tokenCookie()}; ${cartCookie({ id: 'mine', type: 'customer', itemsCount: 3 })}`,
    })
    harness.actions.logout()
    expect(harness.auth.get()).toBeNull()
    expect(harness.shop.cacheResets).toBe(1)
    expect(harness.state()).toMatchObject({ id: null, itemsCount: 0, type: 'guest' })
  })

  it('keeps the client cache when the logout asks to skip its reset', () => {
    const harness = createCartHarness({ cookies: tokenCookie() })
    harness.actions.logout({ skipCacheReset: true })
    expect(harness.auth.get()).toBeNull()
    expect(harness.shop.cacheResets).toBe(0)
  })

  it('resets everything on reset', () => {
    const harness = createCartHarness({
      cookies: cartCookie({ id: 'guest1', itemsCount: 2, coupons: ['SAVE10'] }),
    })
    harness.actions.reset()
    expect(harness.state()).toMatchObject({
      id: null,
      itemsCount: 0,
      coupons: [],
      isInitialized: false,
    })
    expect(harness.jar.read()).not.toContain('guest1')
  })
})
