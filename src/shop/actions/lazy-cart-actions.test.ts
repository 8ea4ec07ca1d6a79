import { describe, expect, it, vi } from 'vitest'
import { cartCookie, createCartHarness, tokenCookie } from '../testing/cart-harness'
import { createCartActions } from './create-cart-actions'
import { createLazyCartActions } from './lazy-cart-actions'

/** The harness's cart, with the lazy actions in front and a spy on the code they load. */
const lazyHarness = (cookies = '', load = vi.fn(async () => createCartActions)) => {
  const harness = createCartHarness({ cookies })
  const actions = createLazyCartActions(harness.env, load)
  const operations = () => harness.shop.calls.map((call) => call.operation)
  return { ...harness, actions, load, operations }
}

describe('createLazyCartActions', () => {
  it('initialises a first visit empty without loading the shop code (steps 1 and 5)', async () => {
    const harness = lazyHarness()
    expect(await harness.actions.initialise({ checkoutReturn: false })).toBe(true)
    expect(harness.state()).toMatchObject({ id: null, itemsCount: 0, isInitialized: true })
    expect(harness.load).not.toHaveBeenCalled()
  })

  it('resets a checkout return without loading the shop code', async () => {
    const harness = lazyHarness(cartCookie({ id: 'ordered', itemsCount: 2 }))
    expect(await harness.actions.initialise({ checkoutReturn: true })).toBe(true)
    expect(harness.state()).toMatchObject({ id: null, itemsCount: 0, isInitialized: true })
    expect(harness.load).not.toHaveBeenCalled()
  })

  it('loads the shop code to load a held guest cart (step 3)', async () => {
    const harness = lazyHarness(cartCookie({ id: 'guest1', itemsCount: 9 }))
    harness.shop.addCart({ id: 'guest1', items: [{ uid: 'g', sku: 'VIT-D3', quantity: 2 }] })
    expect(await harness.actions.initialise()).toBe(true)
    expect(harness.operations()).toEqual(['cart'])
    expect(harness.state()).toMatchObject({ id: 'guest1', itemsCount: 2, isInitialized: true })
    expect(harness.load).toHaveBeenCalledTimes(1)
  })

  it('loads the shop code for a customer (step 2)', async () => {
    const harness = lazyHarness(tokenCookie())
    await harness.actions.initialise()
    expect(harness.operations()[0]).toBe('customerCart')
  })

  it('adds to the cart through the loaded actions, loading them once', async () => {
    const harness = lazyHarness()
    await harness.actions.initialise()
    expect(await harness.actions.addToCart({ sku: 'VIT-D3', quantity: 2 })).toBe(true)
    expect(await harness.actions.addToCart({ sku: 'VIT-D3', quantity: 1 })).toBe(true)
    expect(harness.state().itemsCount).toBe(3)
    expect(harness.load).toHaveBeenCalledTimes(1)
  })

  it('shows the shop as unavailable when its code cannot load, keeps the cart, and retries', async () => {
    const load = vi
      .fn<() => Promise<typeof createCartActions>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(createCartActions)
    const harness = lazyHarness(cartCookie({ id: 'guest1', itemsCount: 2 }), load)
    harness.shop.addCart({ id: 'guest1', items: [{ uid: 'g', sku: 'VIT-D3', quantity: 2 }] })

    expect(await harness.actions.addToCart({ sku: 'VIT-D3', quantity: 1 })).toBe(false)
    expect(harness.texts()).toEqual([
      { message: 'The shop is unavailable', type: 'error', area: 'cart' },
    ])
    expect(harness.state()).toMatchObject({ id: 'guest1', itemsCount: 2 })

    expect(await harness.actions.addToCart({ sku: 'VIT-D3', quantity: 1 })).toBe(true)
    expect(harness.state().itemsCount).toBe(3)
  })

  it('resets the cart at once, without loading the code', () => {
    const harness = lazyHarness(`${tokenCookie()}; ${cartCookie({ id: 'mine', itemsCount: 4 })}`)
    harness.actions.reset()
    expect(harness.state()).toMatchObject({ id: null, itemsCount: 0 })
    expect(harness.load).not.toHaveBeenCalled()
  })
})
