import { describe, expect, it } from 'vitest'
import { cartCookie, tokenCookie } from '../../shop/testing'
import { CUSTOMER_TOKEN, createAccountHarness } from '../testing/account-harness'

const signedIn = () =>
  createAccountHarness({
    cookies: `${tokenCookie()}; ${cartCookie({ id: 'mine', type: 'customer', itemsCount: 3 })}`,
  })

describe('signOut', () => {
  it('revokes the token at the shop, removes it, resets the client cache and the cart', async () => {
    const harness = signedIn()
    harness.shop.state.customers.add(CUSTOMER_TOKEN)
    expect(harness.session.store.getState().signedIn).toBe(true)
    expect(await harness.actions.signOut()).toBe(true)
    expect(harness.operations()).toEqual([['revokeCustomerToken', CUSTOMER_TOKEN]])
    expect(harness.shop.state.customers.has(CUSTOMER_TOKEN)).toBe(false)
    expect(harness.session.token()).toBeNull()
    expect(harness.jar.attributes('vitalis_shop_token')?.get('max-age')).toBe('0')
    expect(harness.session.store.getState().signedIn).toBe(false)
    expect(harness.shop.cacheResets).toBe(1)
    expect(harness.state()).toMatchObject({ id: null, itemsCount: 0, type: 'guest' })
  })

  it('keeps the client cache when asked to skip its reset', async () => {
    const harness = signedIn()
    await harness.actions.signOut({ skipCacheReset: true })
    expect(harness.session.token()).toBeNull()
    expect(harness.shop.cacheResets).toBe(0)
  })

  it('signs out even when the shop already refused the token or is down, without going to login', async () => {
    const refused = signedIn()
    refused.shop.state.customers.clear()
    expect(await refused.actions.signOut()).toBe(true)
    expect(refused.session.token()).toBeNull()
    expect(refused.navigations).toEqual([])
    expect(refused.texts()).toEqual([])

    const down = signedIn()
    down.shop.down = true
    expect(await down.actions.signOut()).toBe(true)
    expect(down.session.token()).toBeNull()
    expect(down.texts()).toEqual([])
  })

  it('sends no call for a guest', async () => {
    const harness = createAccountHarness()
    await harness.actions.signOut()
    expect(harness.operations()).toEqual([])
  })
})
