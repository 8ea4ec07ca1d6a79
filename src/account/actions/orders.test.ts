import { describe, expect, it } from 'vitest'
import { tokenCookie } from '../../shop/testing'
import { CUSTOMER_TOKEN, createAccountHarness } from '../testing/account-harness'

/** A signed-in customer on an order page, over the cart's fake shop. */
const onOrderPage = (currentPath = '/konto/bestellungen') => {
  const harness = createAccountHarness({ cookies: tokenCookie(), currentPath })
  harness.shop.state.customers.add(CUSTOMER_TOKEN)
  return harness
}

describe('reorder from an order', () => {
  it('puts the order’s items into the customer cart; each userInputError becomes a translated cart-area message', async () => {
    const harness = onOrderPage()
    harness.shop.state.orders.set('100000001', [
      { sku: 'VIT-D3', quantity: 2 },
      { sku: 'ZINC-OUT', quantity: 1 },
      { sku: 'GONE-1', quantity: 1 },
    ])
    expect(await harness.cartActions.reorder('100000001')).toBe(false)
    expect(harness.operations()).toEqual([['reorderItems', CUSTOMER_TOKEN]])
    expect(harness.state()).toMatchObject({ type: 'customer', itemsCount: 2, active: true })
    // Translated through the shop messages ('backend.This product is out of stock.'), else raw.
    expect(harness.texts()).toEqual([
      { message: 'Out of stock', type: 'error', area: 'cart' },
      { message: 'Could not find a product with SKU "GONE-1"', type: 'error', area: 'cart' },
    ])
  })

  it('succeeds without messages when every item could be added', async () => {
    const harness = onOrderPage()
    harness.shop.state.orders.set('100000002', [{ sku: 'MAG-400', quantity: 1 }])
    expect(await harness.cartActions.reorder('100000002')).toBe(true)
    expect(harness.texts()).toEqual([])
    expect(harness.state()).toMatchObject({ itemsCount: 1 })
  })

  it('an ended session goes to the login page and back to the order', async () => {
    const harness = onOrderPage('/konto/bestellungen')
    harness.shop.state.customers.clear()
    expect(await harness.cartActions.reorder('100000001')).toBe(false)
    expect(harness.navigations).toEqual(['/login?redirect=%2Fkonto%2Fbestellungen'])
    expect(harness.texts()).toEqual([{ message: 'Session expired', type: 'info', area: 'global' }])
  })
})

describe('the order actions', () => {
  it('load a page of the customer’s orders; a failure has been shown by the error catalogue', async () => {
    const harness = onOrderPage()
    const page = { currentPage: 2, pageSize: 10 }
    expect(await harness.actions.loadOrders(page)).toEqual({
      ok: true,
      data: { orders: [], currentPage: 2, totalPages: 0, totalCount: 0 },
    })
    expect(harness.shop.calls.at(-1)?.variables).toEqual(page)
    harness.shop.down = true
    expect(await harness.actions.loadOrders(page)).toEqual({ ok: false })
    expect(harness.texts()).toEqual([
      { message: 'The shop is unavailable', type: 'error', area: 'cart' },
    ])
  })

  // SPEC.md section 8 matches the English word: '/en/account/returns' is a 'return' path, the
  // German '/konto/retouren' is not (there an ended session goes to the login page and back).
  it('an authorization error on a return path is shown there, not a session expiry', async () => {
    const harness = onOrderPage('/en/account/returns')
    harness.shop.failNext('customer', {
      kind: 'graphql',
      message: "The current customer isn't authorized.",
      errors: [
        {
          message: "The current customer isn't authorized.",
          category: 'graphql-authorization',
          path: ['customer'],
        },
      ],
      status: 200,
    })
    expect(await harness.actions.loadReturns()).toEqual({ ok: false })
    expect(harness.navigations).toEqual([])
    expect(harness.texts()).toMatchObject([{ type: 'error', area: 'global' }])
  })

  it('the guest lookup answers the shop’s message for the form, no page message', async () => {
    const harness = createAccountHarness()
    harness.shop.failNext('guestOrder', {
      kind: 'graphql',
      message: "We couldn't locate an order with the information provided.",
      errors: [
        {
          message: "We couldn't locate an order with the information provided.",
          category: 'graphql-no-such-entity',
          path: ['guestOrder'],
        },
      ],
      status: 200,
    })
    const input = { number: '1', email: 'gast@example.com', lastname: 'Gast' }
    expect(await harness.actions.lookupGuestOrder(input)).toEqual({
      ok: false,
      message: "We couldn't locate an order with the information provided.",
    })
    harness.shop.down = true
    expect(await harness.actions.lookupGuestOrder(input)).toEqual({
      ok: false,
      message: 'The shop is unavailable',
    })
    expect(harness.texts()).toEqual([])
    expect(harness.navigations).toEqual([])
  })
})
