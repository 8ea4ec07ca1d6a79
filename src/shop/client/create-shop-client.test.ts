import { describe, expect, it } from 'vitest'
import { createShopClient } from './create-shop-client'

/** A fake fetch: answers every call with one scripted response and records the requests. */
const fakeFetch = (answer: () => Response | Promise<Response>) => {
  const requests: { url: string; init: RequestInit }[] = []
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: String(input), init })
    return answer()
  }
  return { fetch: fetch as typeof globalThis.fetch, requests }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const CART = 'query cart($cartId: String!) { cart(cart_id: $cartId) { id } }'
const ADD =
  'mutation addProductsToCart { addProductsToCart(cartId: "x", cartItems: []) { cart { id } } }'

const client = (answer: () => Response | Promise<Response>, token: string | null = null) => {
  const fake = fakeFetch(answer)
  const shop = createShopClient({
    url: 'https://shop.test/graphql',
    fetch: fake.fetch,
    getToken: () => token,
  })
  return { shop, requests: fake.requests }
}

const header = (init: RequestInit, name: string) =>
  new Headers(init.headers as Record<string, string>).get(name)

describe('createShopClient', () => {
  it('returns the data when the shop answers 200 with data', async () => {
    const { shop } = client(() => json({ data: { cart: { id: 'c1' } } }))
    expect(await shop.query(CART, { cartId: 'c1' })).toEqual({
      ok: true,
      data: { cart: { id: 'c1' } },
    })
  })

  it.each([301, 404, 500, 503])('reports a server error when the status is %i', async (status) => {
    const { shop } = client(() => json({ data: { cart: { id: 'c1' } } }, status))
    const result = await shop.query(CART, { cartId: 'c1' })
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'server', status, operation: 'cart' },
    })
  })

  it('keeps the GraphQL categories of a server error body', async () => {
    const body = { errors: [{ message: 'no', extensions: { category: 'graphql-authorization' } }] }
    const { shop } = client(() => json(body, 401))
    const result = await shop.query(CART, { cartId: 'c1' })
    expect(!result.ok && result.error.errors[0]?.category).toBe('graphql-authorization')
  })

  it.each([
    [
      'invalid JSON',
      () => new Response('{"data":', { headers: { 'Content-Type': 'application/json' } }),
    ],
    [
      'an HTML page',
      () => new Response('<html>Maintenance</html>', { headers: { 'Content-Type': 'text/html' } }),
    ],
    ['JSON without data or errors', () => json({ hello: 'world' })],
  ])('reports a parse error when the body is %s', async (_, answer) => {
    const { shop } = client(answer)
    const result = await shop.query(CART, { cartId: 'c1' })
    expect(result).toMatchObject({ ok: false, error: { kind: 'parse', status: 200 } })
  })

  it('reports a network error when fetch rejects, instead of throwing', async () => {
    const { shop } = client(() => Promise.reject(new TypeError('Failed to fetch')))
    const result = await shop.mutate(ADD)
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'network', status: null, operation: 'addProductsToCart' },
    })
  })

  it('wraps GraphQL errors with their category and path', async () => {
    const error = {
      message: 'Could not find a cart with ID "c1"',
      path: ['cart'],
      extensions: { category: 'graphql-no-such-entity' },
    }
    const { shop } = client(() => json({ data: { cart: null }, errors: [error] }))
    expect(await shop.query(CART, { cartId: 'c1' })).toEqual({
      ok: false,
      error: {
        kind: 'graphql',
        operation: 'cart',
        message: error.message,
        errors: [{ message: error.message, category: 'graphql-no-such-entity', path: ['cart'] }],
        status: 200,
      },
    })
  })

  it('sends the bearer token only when one exists, with same-origin credentials', async () => {
    const anonymous = client(() => json({ data: {} }))
    await anonymous.shop.mutate(ADD)
    const customer = client(() => json({ data: {} }), 'secret-token')
    await customer.shop.mutate(ADD)
    const [guestCall] = anonymous.requests
    const [customerCall] = customer.requests
    expect(header(guestCall!.init, 'authorization')).toBeNull()
    expect(header(customerCall!.init, 'authorization')).toBe('Bearer secret-token')
    expect(guestCall!.init.credentials).toBe('same-origin')
  })

  it("names the shopper's store view in the Store header, read for every request", async () => {
    const fake = fakeFetch(() => json({ data: {} }))
    let storeView: string | null = 'vitalis_de'
    const shop = createShopClient({
      url: 'https://shop.test/graphql',
      fetch: fake.fetch,
      getToken: () => null,
      getStoreView: () => storeView,
    })
    await shop.query(CART, { cartId: 'x' })
    storeView = 'vitalis_en'
    await shop.mutate(ADD)
    storeView = null
    await shop.mutate(ADD)
    expect(fake.requests.map(({ init }) => header(init, 'store'))).toEqual([
      'vitalis_de',
      'vitalis_en',
      null,
    ])
  })

  it('asks another store view for one call only, with the token, when the call names it', async () => {
    const fake = fakeFetch(() => json({ data: { cart: { id: 'x' } } }))
    const shop = createShopClient({
      url: 'https://shop.test/graphql',
      fetch: fake.fetch,
      getToken: () => 'secret-token',
      getStoreView: () => 'vitalis_en',
    })
    // The same document and variables: the two answers are the two views', never shared.
    const [german, english] = await Promise.all([
      shop.query(CART, { cartId: 'x' }, { storeView: 'vitalis_de' }),
      shop.query(CART, { cartId: 'x' }),
    ])
    await shop.query(CART, { cartId: 'x' })
    expect(german.ok && english.ok).toBe(true)
    expect(fake.requests.map(({ init }) => header(init, 'store'))).toEqual([
      'vitalis_de',
      'vitalis_en',
      'vitalis_en',
    ])
    expect(fake.requests.map(({ init }) => header(init, 'authorization'))).toEqual([
      'Bearer secret-token',
      'Bearer secret-token',
      'Bearer secret-token',
    ])
  })

  it('sends short queries as GET and mutations as POST with a JSON body', async () => {
    const { shop, requests } = client(() => json({ data: {} }))
    await shop.query(CART, { cartId: 'c1' })
    await shop.mutate(ADD)
    expect(requests[0]?.init.method).toBe('GET')
    expect(requests[0]?.url).toContain('operationName=cart')
    expect(requests[1]?.init.method).toBe('POST')
    expect(JSON.parse(String(requests[1]?.init.body))).toMatchObject({
      operationName: 'addProductsToCart',
    })
  })

  it('offers subscriptions only when a websocket endpoint is configured', () => {
    const base = { url: 'https://shop.test/graphql', getToken: () => null }
    expect(createShopClient(base).subscribe).toBeUndefined()
    const withSocket = createShopClient({ ...base, websocketUrl: 'wss://shop.test/graphql' })
    // No socket is made before a subscription: Node 20 has no WebSocket, and this did not throw.
    expect(typeof withSocket.subscribe).toBe('function')
  })

  it('keeps working after its cache is reset (logout)', async () => {
    const { shop } = client(() => json({ data: { cart: { id: 'c2' } } }))
    shop.resetCache()
    expect(await shop.query(CART, { cartId: 'c2' })).toMatchObject({ ok: true })
  })
})
