import { describe, expect, it } from 'vitest'
import type { ShopError } from '../client/shop-result'
import { cartCookie, createCartHarness, tokenCookie } from '../testing/cart-harness'

/** The error catalogue end to end: the real actions against the fake shop. */
const noSuchCart = (path: string): Omit<ShopError, 'operation'> => ({
  kind: 'graphql',
  message: 'Could not find a cart with ID "guest1"',
  errors: [
    {
      message: 'Could not find a cart with ID "guest1"',
      category: 'graphql-no-such-entity',
      path: [path],
    },
  ],
  status: 200,
})
const operations = (harness: ReturnType<typeof createCartHarness>) =>
  harness.shop.calls.map((call) => call.operation)

describe('cart error recovery', () => {
  it('heals an expired guest cart id silently during initialisation', async () => {
    const harness = createCartHarness({ cookies: cartCookie({ id: 'expired', itemsCount: 3 }) })
    expect(await harness.actions.initialise()).toBe(true)
    expect(harness.state()).toMatchObject({ id: null, itemsCount: 0, isInitialized: true })
    expect(harness.texts()).toEqual([])
    expect(harness.jar.read()).not.toContain('expired')
  })

  it('retries an add once on a new cart when the held cart expired, so the click is not lost', async () => {
    const harness = createCartHarness({ cookies: cartCookie({ id: 'expired', itemsCount: 1 }) })
    expect(await harness.actions.addToCart({ sku: 'VIT-D3', quantity: 1 })).toBe(true)
    expect(operations(harness)).toEqual([
      'addProductsToCart',
      'createGuestCart',
      'addProductsToCart',
    ])
    expect(harness.state()).toMatchObject({ id: 'cart1', itemsCount: 1, active: true })
    expect(harness.texts()).toEqual([{ message: 'Added to cart', type: 'success', area: 'cart' }])
  })

  it('retries an add only once', async () => {
    const harness = createCartHarness()
    harness.shop.failNext('addProductsToCart', noSuchCart('addProductsToCart'))
    harness.shop.failNext('addProductsToCart', noSuchCart('addProductsToCart'))
    expect(await harness.actions.addToCart({ sku: 'VIT-D3', quantity: 1 })).toBe(false)
    expect(operations(harness).filter((name) => name === 'addProductsToCart')).toHaveLength(2)
  })

  it.each(['updateCartItems', 'removeItemFromCart'])(
    'resets and re-initialises when %s meets an unknown cart',
    async (operation) => {
      const harness = createCartHarness({ cookies: cartCookie({ id: 'guest1', itemsCount: 1 }) })
      harness.shop.addCart({ id: 'guest1', items: [{ uid: 'a', sku: 'VIT-D3', quantity: 1 }] })
      harness.shop.failNext(operation, noSuchCart(operation))
      const done =
        operation === 'updateCartItems'
          ? await harness.actions.updateQuantity('a', 2)
          : await harness.actions.removeItem('a')
      expect(done).toBe(false)
      expect(operations(harness)).toEqual([operation]) // reset dropped the id: step 5, no call
      expect(harness.state()).toMatchObject({ id: null, isInitialized: true })
      expect(harness.texts()).toEqual([])
    },
  )

  it('loads the customer cart alone when the guest cart to merge has expired', async () => {
    const harness = createCartHarness({
      cookies: `${tokenCookie()}; ${cartCookie({ id: 'gone' })}`,
    })
    await harness.actions.initialise()
    expect(operations(harness)).toEqual(['customerCart', 'mergeCarts', 'customerCart'])
    expect(harness.state()).toMatchObject({ type: 'customer', isInitialized: true })
    expect(harness.texts()).toEqual([])
  })

  it('expires the session when the token is no longer accepted', async () => {
    const harness = createCartHarness({
      cookies: `${tokenCookie('revoked-token-0123456')}; ${cartCookie({ id: 'x', type: 'customer', itemsCount: 2 })}`,
    })
    expect(await harness.actions.initialise()).toBe(false)
    expect(harness.session.token()).toBeNull()
    expect(harness.session.expirations).toBe(1)
    expect(harness.state()).toMatchObject({ id: null, itemsCount: 0 })
    expect(harness.navigations).toEqual(['/login?redirect=%2F'])
    expect(harness.texts()).toEqual([{ message: 'Session expired', type: 'info', area: 'global' }])
  })
})

describe('a shop that is down', () => {
  it('shows one cart-area message, keeps the cart id and items, and retries on the next action', async () => {
    const harness = createCartHarness({ cookies: cartCookie({ id: 'guest1' }) })
    harness.shop.addCart({ id: 'guest1', items: [{ uid: 'a', sku: 'VIT-D3', quantity: 1 }] })
    await harness.actions.initialise()
    harness.shop.down = true
    expect(await harness.actions.addToCart({ sku: 'MAG-400', quantity: 1 })).toBe(false)
    expect(await harness.actions.updateQuantity('a', 3)).toBe(false)
    expect(harness.texts()).toEqual([
      { message: 'The shop is unavailable', type: 'error', area: 'cart' },
    ])
    expect(harness.state()).toMatchObject({ id: 'guest1', itemsCount: 1 })
    expect(harness.state().items).toHaveLength(1)
    harness.shop.down = false
    expect(await harness.actions.addToCart({ sku: 'MAG-400', quantity: 1 })).toBe(true)
    expect(harness.shop.calls.at(-1)).toMatchObject({
      operation: 'addProductsToCart',
      variables: { cartId: 'guest1' },
    })
    expect(harness.state().itemsCount).toBe(2)
    expect(harness.texts()).toEqual([{ message: 'Added to cart', type: 'success', area: 'cart' }])
  })

  it('leaves the cart uninitialised with its persisted id when the first load fails', async () => {
    const harness = createCartHarness({ cookies: cartCookie({ id: 'guest1', itemsCount: 4 }) })
    harness.shop.addCart({ id: 'guest1' })
    harness.shop.down = true
    expect(await harness.actions.initialise()).toBe(false)
    expect(harness.state()).toMatchObject({ id: 'guest1', itemsCount: 4, isInitialized: false })
    harness.shop.down = false
    expect(await harness.actions.initialise()).toBe(true)
  })
})
