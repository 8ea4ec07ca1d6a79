import { describe, expect, it } from 'vitest'
import { cartCookie, tokenCookie } from '../../shop/testing'
import {
  CUSTOMER_EMAIL,
  CUSTOMER_PASSWORD,
  CUSTOMER_TOKEN,
  createAccountHarness,
} from '../testing/account-harness'

const credentials = { email: CUSTOMER_EMAIL, password: CUSTOMER_PASSWORD }

describe('signIn', () => {
  it('stores the token and merges the guest cart into the customer cart, which becomes the cart', async () => {
    const harness = createAccountHarness({ cookies: cartCookie({ id: 'guest1', itemsCount: 1 }) })
    harness.shop.addCart({ id: 'guest1', items: [{ uid: 'g', sku: 'VIT-D3', quantity: 1 }] })
    harness.shop.addCart({
      id: 'mine',
      owner: CUSTOMER_TOKEN,
      items: [{ uid: 'c', sku: 'MAG-400', quantity: 2 }],
    })
    expect(harness.session.store.getState().signedIn).toBe(false)

    expect(await harness.actions.signIn({ ...credentials, email: ` ${CUSTOMER_EMAIL} ` })).toBe(
      true,
    )
    expect(harness.session.token()).toBe(CUSTOMER_TOKEN)
    expect(harness.jar.read()).toContain(`vitalis_shop_token=${CUSTOMER_TOKEN}`)
    expect(harness.session.store.getState().signedIn).toBe(true)
    // The guest's client state goes before the customer's calls.
    expect(harness.shop.cacheResets).toBe(1)
    expect(harness.operations()).toEqual([
      ['generateCustomerToken', null],
      ['customerCart', CUSTOMER_TOKEN],
      ['mergeCarts', CUSTOMER_TOKEN],
    ])
    expect(harness.state()).toMatchObject({ id: 'mine', type: 'customer', itemsCount: 3 })
    expect(harness.shop.state.carts.has('guest1')).toBe(false)
  })

  it('says which coupon of the guest cart the customer cart refused, on the page it leads to', async () => {
    const guest = { id: 'guest1', itemsCount: 1, coupons: ['WELCOME5'] }
    const harness = createAccountHarness({ cookies: cartCookie(guest) })
    harness.shop.addCart({
      id: 'guest1',
      items: [{ uid: 'g', sku: 'VIT-D3', quantity: 1 }],
      coupons: ['WELCOME5'],
    })
    expect(await harness.actions.signIn(credentials)).toBe(true)
    await harness.actions.continueTo('/konto?tab=orders')
    harness.messages.getState().routeChanged('/konto')
    expect(harness.texts()).toEqual([
      {
        message: 'Coupon WELCOME5 not carried over: Unknown coupon',
        type: 'warning',
        area: 'cart',
      },
    ])
    expect(harness.state()).toMatchObject({ type: 'customer', itemsCount: 1, coupons: [] })
  })

  it('loads the customer cart without a merge when no guest cart is held', async () => {
    const harness = createAccountHarness()
    expect(await harness.actions.signIn(credentials)).toBe(true)
    expect(harness.operations().map(([operation]) => operation)).toEqual([
      'generateCustomerToken',
      'customerCart',
    ])
    expect(harness.state()).toMatchObject({ type: 'customer', isInitialized: true })
  })

  it('shows the shop’s message for wrong credentials, not the session-expired path', async () => {
    const harness = createAccountHarness({ cookies: cartCookie({ id: 'guest1', itemsCount: 1 }) })
    expect(await harness.actions.signIn({ ...credentials, password: 'falsch' })).toBe(false)
    expect(harness.session.token()).toBeNull()
    expect(harness.session.store.getState().signedIn).toBe(false)
    expect(harness.navigations).toEqual([])
    expect(harness.texts()).toEqual([
      {
        message:
          'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
        type: 'error',
        area: 'global',
      },
    ])
    // The guest keeps their cart.
    expect(harness.state()).toMatchObject({ id: 'guest1', type: 'guest', itemsCount: 1 })
  })

  it('shows the shop as unavailable when it cannot be reached', async () => {
    const harness = createAccountHarness()
    harness.shop.down = true
    expect(await harness.actions.signIn(credentials)).toBe(false)
    expect(harness.texts()).toEqual([
      { message: 'The shop is unavailable', type: 'error', area: 'cart' },
    ])
    expect(harness.session.token()).toBeNull()
  })

  it('signs in again after a sign-out, with the token the shop hands out again', async () => {
    const harness = createAccountHarness({ cookies: tokenCookie() })
    await harness.actions.signOut()
    expect(harness.session.token()).toBeNull()
    expect(await harness.actions.signIn(credentials)).toBe(true)
    expect(harness.session.token()).toBe(CUSTOMER_TOKEN)
  })
})
