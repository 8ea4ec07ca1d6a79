import { describe, expect, it, vi } from 'vitest'
import { createShopClient, type ShopClientOptions } from './create-shop-client'
import { createLazyShopClient } from './lazy-shop-client'

const CART = 'query cart($cartId: String!) { cart(cart_id: $cartId) { id } }'

const options = (fetch: typeof globalThis.fetch): ShopClientOptions => ({
  url: 'https://shop.test/graphql',
  fetch,
  getToken: () => null,
})

const answering = (body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }))

describe('createLazyShopClient', () => {
  it('loads the GraphQL client with the first call only, and once', async () => {
    const load = vi.fn(async () => createShopClient)
    const fetch = answering({ data: { cart: { id: 'c1' } } })
    const shop = createLazyShopClient(options(fetch), load)
    expect(load).not.toHaveBeenCalled()

    const [first, second] = await Promise.all([
      shop.query(CART, { cartId: 'c1' }),
      shop.query(CART),
    ])
    expect(first).toEqual({ ok: true, data: { cart: { id: 'c1' } } })
    expect(second.ok).toBe(true)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('answers a failed load as a network error naming the operation, and retries on the next call', async () => {
    const load = vi
      .fn<() => Promise<typeof createShopClient>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(createShopClient)
    const shop = createLazyShopClient(options(answering({ data: { cart: { id: 'c1' } } })), load)

    const failed = await shop.mutate(CART)
    expect(failed).toMatchObject({
      ok: false,
      error: { kind: 'network', operation: 'cart', message: expect.stringContaining('Failed') },
    })
    expect((await shop.query(CART)).ok).toBe(true)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('loads nothing to reset a cache it never had', () => {
    const load = vi.fn(async () => createShopClient)
    createLazyShopClient(options(answering({})), load).resetCache()
    expect(load).not.toHaveBeenCalled()
  })

  it('has subscriptions only where a websocket URL is configured', () => {
    const load = async () => createShopClient
    expect(createLazyShopClient(options(answering({})), load).subscribe).toBeUndefined()
    const withSocket = createLazyShopClient(
      { ...options(answering({})), websocketUrl: 'wss://shop.test/graphql' },
      load,
    )
    expect(typeof withSocket.subscribe).toBe('function')
  })

  it('reports a failed load to a subscriber as a network error, and not after it unsubscribed', async () => {
    const load = () => Promise.reject(new Error('offline'))
    const shop = createLazyShopClient(
      { ...options(answering({})), websocketUrl: 'wss://shop.test/graphql' },
      load,
    )
    const seen: unknown[] = []
    shop.subscribe?.(CART, {}, (result) => seen.push(result))
    const stop = shop.subscribe?.(CART, {}, (result) => seen.push(result))
    stop?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen).toEqual([
      { ok: false, error: expect.objectContaining({ kind: 'network', message: 'offline' }) },
    ])
  })
})
