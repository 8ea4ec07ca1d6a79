import { describe, expect, it } from 'vitest'
import { cartCookie, tokenCookie } from '../../shop/testing'
import { CUSTOMER_TOKEN, createAccountHarness } from '../testing/account-harness'

/** A signed-in customer with a cart on the cart page, whose token the shop no longer accepts. */
const expiredOnCartPage = () => {
  const harness = createAccountHarness({
    cookies: `${tokenCookie()}; ${cartCookie({ id: 'mine', type: 'customer', itemsCount: 2 })}`,
    currentPath: '/warenkorb',
  })
  harness.shop.addCart({ id: 'mine', owner: CUSTOMER_TOKEN, items: [] })
  return harness
}

describe('an expired session', () => {
  it('signs out, resets cart and messages and goes to login with the way back', async () => {
    const harness = expiredOnCartPage()
    harness.messages.getState().add({ message: 'stale', type: 'error', area: 'cart' })
    expect(harness.session.store.getState().signedIn).toBe(true)

    expect(await harness.cartActions.initialise()).toBe(false)
    expect(harness.session.token()).toBeNull()
    expect(harness.session.store.getState().signedIn).toBe(false)
    expect(harness.shop.cacheResets).toBe(1)
    expect(harness.state()).toMatchObject({ id: null, itemsCount: 0 })
    expect(harness.navigations).toEqual(['/login?redirect=%2Fwarenkorb'])
    expect(harness.texts()).toEqual([{ message: 'Session expired', type: 'info', area: 'global' }])
  })

  it('keeps the session-expired message through the route change to the login page only', async () => {
    const harness = expiredOnCartPage()
    await harness.cartActions.initialise()
    harness.messages.getState().routeChanged('/login')
    expect(harness.texts()).toEqual([{ message: 'Session expired', type: 'info', area: 'global' }])
    harness.messages.getState().routeChanged('/produkte')
    expect(harness.texts()).toEqual([])
  })

  it('sends no later call with the old token, even while a cookie still holds it', async () => {
    const harness = expiredOnCartPage()
    await harness.cartActions.initialise()
    // A cookie the storefront cannot delete (written by the shop host with other attributes):
    harness.jar.write(`vitalis_shop_token=${CUSTOMER_TOKEN}; Path=/`)
    await harness.cartActions.addToCart({ sku: 'VIT-D3', quantity: 1 })
    const after = harness.shop.calls.slice(1)
    expect(after.map((call) => call.operation)).toEqual(['createGuestCart', 'addProductsToCart'])
    expect(after.every((call) => call.token === null)).toBe(true)
    expect(harness.state()).toMatchObject({ type: 'guest', itemsCount: 1 })
  })

  it('is not a session expiry on a return page: the error is shown there', async () => {
    const harness = createAccountHarness({
      cookies: tokenCookie(),
      currentPath: '/account/returns',
    })
    expect(await harness.cartActions.initialise()).toBe(false)
    expect(harness.navigations).toEqual([])
    expect(harness.session.token()).toBe(CUSTOMER_TOKEN)
  })

  it("shows 'message.login.failed' for an authentication error outside the sign-in", async () => {
    const harness = createAccountHarness({ cookies: tokenCookie() })
    harness.shop.state.customers.add(CUSTOMER_TOKEN)
    harness.shop.failNext('customerCart', {
      kind: 'graphql',
      message: 'The request is allowed for logged in customer',
      errors: [
        {
          message: 'The request is allowed for logged in customer',
          category: 'graphql-authentication',
          path: ['customerCart'],
        },
      ],
      status: 200,
    })
    expect(await harness.cartActions.initialise()).toBe(false)
    expect(harness.texts()).toEqual([{ message: 'Login failed', type: 'error', area: 'global' }])
    expect(harness.navigations).toEqual([])
  })
})
