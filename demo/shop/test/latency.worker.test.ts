import { SELF } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { SHOP, gql, ok } from './helpers'

const PRODUCTS = `query products($categoryId: String!) {
  products(filter: { category_id: { eq: $categoryId } }, pageSize: 9999) { items { sku } }
}`

const setLatency = (body: unknown) =>
  SELF.fetch(`${SHOP}/_latency`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const timed = async <T>(run: () => Promise<T>) => {
  const started = Date.now()
  const result = await run()
  return { result, ms: Date.now() - started }
}

describe('the slow-catalogue knob', () => {
  afterEach(async () => {
    await (await setLatency({ productsMs: 0 })).text()
  })

  it('is 0 unless someone sets it', async () => {
    const response = await SELF.fetch(`${SHOP}/_latency`)
    expect(await response.json()).toEqual({ productsMs: 0 })
  })

  it('holds the products query back by the latency set, and nothing else', async () => {
    const set = await setLatency({ productsMs: 1200 })
    expect(await set.json()).toEqual({ productsMs: 1200 })

    const products = await timed(() => ok(PRODUCTS, { categoryId: '10' }))
    expect(products.ms).toBeGreaterThanOrEqual(1200)
    expect(products.result.products.items.length).toBeGreaterThan(0)

    const cart = await timed(() => gql('mutation { createGuestCart { cart { id } } }'))
    expect(cart.result.errors).toBeUndefined()
    expect(cart.ms).toBeLessThan(1000)
  })

  it.each([[{ productsMs: -1 }], [{ productsMs: 10_001 }], [{ productsMs: '800' }], ['x']])(
    'answers 400 and keeps the latency when the body is %j',
    async (body) => {
      const response = await setLatency(body)
      expect(response.status).toBe(400)
      await response.text()
      expect(await (await SELF.fetch(`${SHOP}/_latency`)).json()).toEqual({ productsMs: 0 })
    },
  )
})
