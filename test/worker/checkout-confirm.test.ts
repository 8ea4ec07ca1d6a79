import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { encodePayload, signPayload } from '../../demo/shop/checkout/return-signature'
import { getWithEnv, post } from './helpers'

/**
 * POST /_checkout/confirm: the worker confirms a checkout return only when the shop signed its
 * payload (HMAC-SHA-256 under CHECKOUT_SIGNING_SECRET, the demo shop's signing:
 * demo/shop/checkout/handover.ts) for one of the site's store views. Anything else (hand-made,
 * altered, another brand's, unsigned) is no order: the success page shows none, nothing is
 * tracked (src/shop/purchase-return.client.ts).
 */

const URL = 'http://localhost/_checkout/confirm'

// The shop's own encoding and signing: the worker's check is tested against what the shop sends.
const encode = encodePayload
const sign = (payload: string, secret = env.CHECKOUT_SIGNING_SECRET ?? '') =>
  signPayload(secret, payload)

const ORDER = {
  orderNumber: '100000042',
  store: 'vitalis_de',
  total: 24.85,
  currency: 'EUR',
  items: [{ sku: 'VIT-MG-400', quantity: 2, price: 9.95 }],
  coupon: 'VITAL10',
  shipping: 4.95,
}

const signed = async (order: unknown) => {
  const payload = encode(order)
  return { payload, signature: await sign(payload) }
}

describe('checkout return confirmation', () => {
  afterEach(() => vi.restoreAllMocks())

  it("answers the order of a return the shop signed, in the site's store views", async () => {
    for (const store of ['vitalis_de', 'vitalis_en']) {
      const response = await post(URL, await signed({ ...ORDER, store }))
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({
        order: {
          orderNumber: '100000042',
          total: { value: 24.85, currency: 'EUR' },
          itemsCount: 2,
          shipping: 4.95,
          coupon: 'VITAL10',
          items: [{ sku: 'VIT-MG-400', quantity: 2, price: 9.95 }],
        },
      })
    }
  })

  it.each([
    ['an unsigned hand-made order', async () => ({ payload: encode(ORDER), signature: '' })],
    [
      'an altered total under the signature of the real order',
      async () => ({
        payload: encode({ ...ORDER, total: 99999.99 }),
        signature: (await signed(ORDER)).signature,
      }),
    ],
    [
      'a signature made with another secret',
      async () => ({ payload: encode(ORDER), signature: await sign(encode(ORDER), 'guessed') }),
    ],
    ['a signature of the wrong shape', async () => ({ payload: encode(ORDER), signature: '%%' })],
    ['another brand’s order', async () => signed({ ...ORDER, store: 'litozin_de' })],
    ['an order without its store view', async () => signed({ ...ORDER, store: undefined })],
    ['a signed payload without an order number', async () => signed({ total: 9 })],
    [
      'a signed payload that is no JSON',
      async () => ({ payload: 'bm9wZQ', signature: await sign('bm9wZQ') }),
    ],
  ])('refuses %s with 422 and no order', async (_, body) => {
    const response = await post(URL, await body())
    expect(response.status).toBe(422)
    const answer = (await response.json()) as Record<string, unknown>
    expect(answer).not.toHaveProperty('order')
    expect(answer['error']).toMatch(/^The /)
  })

  it.each([
    ['no JSON', '{'],
    ['no signature field', JSON.stringify({ payload: encode(ORDER) })],
    ['a payload that is no URL-safe base64', JSON.stringify({ payload: '<b>', signature: 'x' })],
    ['a payload past its limit', JSON.stringify({ payload: 'a'.repeat(8193), signature: 'x' })],
  ])('refuses %s with a 400 that says what it expects', async (_, body) => {
    const response = await post(URL, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Expected a JSON body { "payload", "signature" } of a checkout return',
    })
  })

  it('takes POST only', async () => {
    const response = await getWithEnv(URL, {})
    expect(response.response.status).toBe(405)
    expect(response.response.headers.get('allow')).toBe('POST')
  })

  it('confirms nothing, and says so in the log, without its secret', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { response, body } = await getWithEnv(
      URL,
      { CHECKOUT_SIGNING_SECRET: '' },
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(await signed(ORDER)),
      },
    )
    expect(response.status).toBe(503)
    expect(body).not.toContain('100000042')
    expect(log.mock.calls.flat().join(' ')).toContain('CHECKOUT_SIGNING_SECRET is not set')
  })

  it('is not found on a site that sells nothing', async () => {
    const response = await post('http://typo3.localhost/_checkout/confirm', await signed(ORDER))
    expect(response.status).toBe(404)
  })
})
