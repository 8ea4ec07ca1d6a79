import { describe, expect, it } from 'vitest'
import { CUSTOMER_TOKEN, cartCookie, createCartHarness, tokenCookie } from '../testing/cart-harness'

const operations = (harness: ReturnType<typeof createCartHarness>) =>
  harness.shop.calls.map((call) => call.operation)

describe('cart initialisation (SPEC.md section 4)', () => {
  it('resets a held cart on the checkout return (step 1)', async () => {
    const harness = createCartHarness({ cookies: cartCookie({ id: 'ordered', itemsCount: 2 }) })
    harness.shop.addCart({ id: 'ordered', items: [{ uid: 'i1', sku: 'VIT-D3', quantity: 2 }] })
    expect(await harness.actions.initialise({ checkoutReturn: true })).toBe(true)
    expect(harness.state()).toMatchObject({ id: null, itemsCount: 0, isInitialized: true })
    expect(operations(harness)).toEqual([])
  })

  it('loads the customer cart when a customer is logged in (step 2)', async () => {
    const harness = createCartHarness({ cookies: tokenCookie() })
    harness.shop.addCart({
      id: 'mine',
      owner: CUSTOMER_TOKEN,
      items: [{ uid: 'i1', sku: 'MAG-400', quantity: 1 }],
    })
    await harness.actions.initialise()
    expect(operations(harness)).toEqual(['customerCart'])
    expect(harness.state()).toMatchObject({
      id: 'mine',
      type: 'customer',
      itemsCount: 1,
      isInitialized: true,
    })
  })

  it('brings no cart back when the customer signed out while the shop answered', async () => {
    const harness = createCartHarness({ cookies: tokenCookie() })
    harness.shop.addCart({
      id: 'mine',
      owner: CUSTOMER_TOKEN,
      items: [{ uid: 'i1', sku: 'MAG-400', quantity: 1 }],
    })
    const initialised = harness.actions.initialise()
    // Signing out: the token ends and the cart starts over, before the customer cart arrives.
    harness.session.expire()
    harness.actions.reset()
    await initialised
    expect(harness.state()).toMatchObject({ id: null, itemsCount: 0 })
  })

  it('merges a held guest cart into the customer cart and sets type customer (step 2)', async () => {
    const harness = createCartHarness({
      cookies: `${tokenCookie()}; ${cartCookie({ id: 'guest1', itemsCount: 2 })}`,
    })
    harness.shop.addCart({ id: 'guest1', items: [{ uid: 'g', sku: 'VIT-D3', quantity: 2 }] })
    harness.shop.addCart({
      id: 'mine',
      owner: CUSTOMER_TOKEN,
      items: [{ uid: 'm', sku: 'MAG-400', quantity: 1 }],
    })
    await harness.actions.initialise()
    expect(operations(harness)).toEqual(['customerCart', 'mergeCarts'])
    expect(harness.shop.calls[1]?.variables).toEqual({
      sourceCartId: 'guest1',
      destinationCartId: 'mine',
    })
    expect(harness.state()).toMatchObject({ id: 'mine', type: 'customer', itemsCount: 3 })
    expect(harness.shop.state.carts.has('guest1')).toBe(false)
  })

  it('does not merge when the held cart already is the customer cart', async () => {
    const harness = createCartHarness({
      cookies: `${tokenCookie()}; ${cartCookie({ id: 'mine', type: 'customer' })}`,
    })
    harness.shop.addCart({ id: 'mine', owner: CUSTOMER_TOKEN })
    await harness.actions.initialise()
    expect(operations(harness)).toEqual(['customerCart'])
  })

  it('loads a held guest cart for a guest (step 3)', async () => {
    const harness = createCartHarness({ cookies: cartCookie({ id: 'guest1', itemsCount: 9 }) })
    harness.shop.addCart({ id: 'guest1', items: [{ uid: 'g', sku: 'VIT-D3', quantity: 2 }] })
    await harness.actions.initialise()
    expect(operations(harness)).toEqual(['cart'])
    expect(harness.state()).toMatchObject({
      id: 'guest1',
      type: 'guest',
      itemsCount: 2,
      isInitialized: true,
    })
    expect(harness.state().items[0]?.product).toMatchObject({
      sku: 'VIT-D3',
      size: '60 Kapseln',
      pim_id: '4711',
    })
  })

  it('creates a guest cart and keeps its id when creation is requested (step 4)', async () => {
    const harness = createCartHarness()
    await harness.actions.initialise({ create: true })
    expect(operations(harness)).toEqual(['createGuestCart'])
    expect(harness.state()).toMatchObject({ id: 'cart1', type: 'guest', isInitialized: true })
    expect(harness.jar.read()).toContain('cart1')
  })

  it('marks the cart initialised and empty otherwise (step 5)', async () => {
    const harness = createCartHarness()
    await harness.actions.initialise()
    expect(operations(harness)).toEqual([])
    expect(harness.state()).toMatchObject({ id: null, items: [], isInitialized: true })
  })

  it('starts over when a customer cart id is held but nobody is logged in', async () => {
    const harness = createCartHarness({
      cookies: cartCookie({ id: 'mine', type: 'customer', itemsCount: 4 }),
    })
    await harness.actions.initialise()
    expect(operations(harness)).toEqual([])
    expect(harness.state()).toMatchObject({ id: null, itemsCount: 0, isInitialized: true })
  })

  it('serves simultaneous calls with one initialisation', async () => {
    const harness = createCartHarness({ cookies: cartCookie({ id: 'guest1' }) })
    harness.shop.addCart({ id: 'guest1' })
    await Promise.all([harness.actions.initialise(), harness.actions.initialise()])
    expect(operations(harness)).toEqual(['cart'])
  })

  it('starts empty and uninitialised, and is pending only while loading', async () => {
    const harness = createCartHarness({ cookies: cartCookie({ id: 'guest1' }) })
    harness.shop.addCart({ id: 'guest1' })
    expect(harness.state()).toMatchObject({ isInitialized: false, pending: false, items: [] })
    const loading = harness.actions.initialise()
    expect(harness.state().pending).toBe(true)
    await loading
    expect(harness.state().pending).toBe(false)
  })
})
