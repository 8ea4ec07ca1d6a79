import { SELF, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  CART_QUERY,
  CUSTOMER_CART,
  type Data,
  SHOP,
  addItems,
  createGuestCart,
  failure,
  newCustomer,
  ok,
} from './helpers'
import { purchaseReturnUrl } from '../checkout/handover'
import { encodePayload } from '../checkout/return-signature'

const STOREFRONT = 'http://litozin.localhost:8787/de/kasse'

const page = (brand: string, params: Record<string, string>) =>
  SELF.fetch(`${SHOP}/${brand}/cartmerge?${new URLSearchParams(params)}`)

/** The handover as a storefront whose site says checkoutHandover = 'post' makes it. */
const postedPage = (brand: string, fields: Record<string, string>) =>
  SELF.fetch(`${SHOP}/${brand}/cartmerge`, { method: 'POST', body: new URLSearchParams(fields) })

const place = (brand: string, fields: Record<string, string>) =>
  SELF.fetch(`${SHOP}/${brand}/cartmerge/place`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })

/** The hidden fields of the page's order form, as the browser would post them. */
const formFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    ]),
  )

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

const decodePayload = (location: string) => {
  const url = new URL(location)
  const bytes = fromBase64Url(url.searchParams.get('payload')!)
  return { url, payload: JSON.parse(new TextDecoder().decode(bytes)) as Data }
}

/** Whether the return's signature is the HMAC-SHA-256 of its payload under the shared secret. */
const signatureHolds = async (location: string, secret = env.CHECKOUT_SIGNING_SECRET!) => {
  const url = new URL(location)
  const signature = url.searchParams.get('signature')
  if (!signature) return false
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  )
  return crypto.subtle.verify(
    'HMAC',
    key,
    fromBase64Url(signature),
    encoder.encode(url.searchParams.get('payload')!),
  )
}

const stockOf = async (sku: string) =>
  (await env.SHOP_DB.prepare('SELECT stock_qty FROM products WHERE sku = ?')
    .bind(sku)
    .first<{ stock_qty: number }>())!.stock_qty

const guestCartWithCoupon = async () => {
  const id = await createGuestCart()
  await addItems(id, [{ sku: 'VIT-MG-400', quantity: 2 }])
  await ok(
    'mutation A($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "VITAL10" }) { cart { id } } }',
    { id },
  )
  return id
}

describe('cartmerge checkout stand-in', () => {
  it('shows the handed-over guest cart with its totals and an order form', async () => {
    const id = await guestCartWithCoupon()
    const response = await page('vitalis', { cartId: id, returnUrl: STOREFRONT })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain('<strong>Vitalis</strong>')
    expect(html).toContain('Magnesium 400')
    expect(html).toContain('19,90 €')
    expect(html).toContain('Rabatt (VITAL10)')
    expect(html).toContain('-1,99 €')
    expect(html).toContain('4,95 €')
    expect(html).toContain('22,86 €')
    expect(html).not.toMatch(/<(?:script|link rel="stylesheet")|src="http/)
    expect(formFields(html)).toEqual({
      cartId: id,
      return: STOREFRONT,
      cart: new URL('/', STOREFRONT).href,
      payment: 'checkmo',
    })
  })

  it("links back to the storefront's cart, on a loopback host only, also from its error pages", async () => {
    const id = await guestCartWithCoupon()
    const cartUrl = 'http://localhost:8787/en/cart'
    const html = await (
      await page('vitalis', { cartId: id, returnUrl: STOREFRONT, cartUrl })
    ).text()
    expect(html).toContain(`<a href="${cartUrl}">← Zurück zum Warenkorb</a>`)
    expect(formFields(html).cart).toBe(cartUrl)
    const forged = await (
      await page('vitalis', { cartId: id, cartUrl: 'https://evil.example/"><script>' })
    ).text()
    expect(forged).toContain('<a href="http://localhost:8787/">← Zurück zum Warenkorb</a>')
    const missing = await page('vitalis', { cartId: 'nope', cartUrl })
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain(`<a href="${cartUrl}">← Zurück zum Warenkorb</a>`)
    const placedTwice = await place('vitalis', { cartId: 'nope', cart: cartUrl })
    expect(await placedTwice.text()).toContain(`<a href="${cartUrl}">`)
  })

  it('places the order, closes the cart and redirects (303) with the signed purchase payload', async () => {
    const id = await guestCartWithCoupon()
    const stock = await stockOf('VIT-MG-400')
    const html = await (await page('vitalis', { cartId: id, returnUrl: STOREFRONT })).text()
    const response = await place('vitalis', formFields(html))
    expect(response.status).toBe(303)
    const { url, payload } = decodePayload(response.headers.get('location')!)
    expect(`${url.origin}${url.pathname}`).toBe(STOREFRONT)
    expect(url.searchParams.get('ref')).toBe('checkout')
    expect(url.searchParams.get('event')).toBe('purchase')
    expect(url.searchParams.get('payload')).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(url.searchParams.get('signature')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await signatureHolds(response.headers.get('location')!)).toBe(true)
    expect(await signatureHolds(response.headers.get('location')!, 'another secret')).toBe(false)
    expect(payload).toEqual({
      orderNumber: expect.stringMatching(/^1\d{8}$/),
      store: 'vitalis_de',
      total: 22.86,
      currency: 'EUR',
      items: [{ sku: 'VIT-MG-400', quantity: 2, price: 9.95 }],
      coupon: 'VITAL10',
      shipping: 4.95,
    })
    expect(await stockOf('VIT-MG-400')).toBe(stock - 2)
    expect(await failure(CART_QUERY, { id })).toMatchObject({
      category: 'graphql-no-such-entity',
      message: 'Dieser Warenkorb ist bereits abgeschlossen.',
    })
    const twice = await place('vitalis', formFields(html))
    expect(twice.status).toBe(404)
  })

  it('offers PayPal Express with paypalExpress=1 and records it', async () => {
    const id = await createGuestCart('stozzon')
    await addItems(id, [{ sku: 'STO-CHLOROPHYLL', quantity: 4 }], { brand: 'stozzon' })
    const html = await (await page('stozzon', { cartId: id, paypalExpress: '1' })).text()
    expect(html).toContain('PayPal Express')
    expect(html).toContain('<strong>Stozzon</strong>')
    const fields = formFields(html)
    expect(fields).toMatchObject({ payment: 'paypal_express', return: 'http://localhost:8787/' })
    const response = await place('stozzon', fields)
    const { payload } = decodePayload(response.headers.get('location')!)
    expect(payload).toMatchObject({ total: 59.8, shipping: 0, coupon: null })
    const order = await env.SHOP_DB.prepare(
      'SELECT payment_method, store FROM orders WHERE number = ?',
    )
      .bind(payload.orderNumber)
      .first()
    expect(order).toEqual({ payment_method: 'paypal_express', store: 'stozzon' })
    expect(payload.orderNumber).toMatch(/^4/)
  })

  it('takes the return URL only from localhost, *.localhost or 127.0.0.1 over http', async () => {
    const id = await guestCartWithCoupon()
    for (const [given, expected] of [
      ['http://127.0.0.1:8787/danke', 'http://127.0.0.1:8787/danke'],
      ['https://evil.example/steal', 'http://localhost:8787/'],
      ['http://localhost.evil.example/', 'http://localhost:8787/'],
      ['javascript:alert(1)', 'http://localhost:8787/'],
    ]) {
      const html = await (await page('vitalis', { cartId: id, returnUrl: given! })).text()
      expect(formFields(html).return).toBe(expected)
    }
    const forged = await place('vitalis', { cartId: id, return: 'https://evil.example/' })
    expect(forged.headers.get('location')).toMatch(/^http:\/\/localhost:8787\/\?ref=checkout/)
  })

  it('with a token: merges the handed-over guest cart into the customer cart and orders for the customer', async () => {
    const { token } = await newCustomer()
    const guest = await createGuestCart()
    await addItems(guest, [{ sku: 'VIT-ZINK-C', quantity: 1 }])
    const html = await (await page('vitalis', { cartId: guest, token })).text()
    const fields = formFields(html)
    const { customerCart } = await ok<Data>(CUSTOMER_CART, {}, { token })
    expect(fields).toMatchObject({ cartId: customerCart.id, token })
    expect(html).toContain('Zink + Vitamin C')
    const response = await place('vitalis', fields)
    const { payload } = decodePayload(response.headers.get('location')!)
    const orders = await ok<Data>('{ customerOrders { items { number } } }', {}, { token })
    expect(orders.customerOrders.items).toEqual([{ number: payload.orderNumber }])
    const next = await ok<Data>(CUSTOMER_CART, {}, { token })
    expect(next.customerCart).toMatchObject({ total_quantity: 0 })
    expect(next.customerCart.id).not.toBe(customerCart.id)
  })

  it('takes the handover by POST (the token in the body) as by GET, and passes no address on', async () => {
    const { token } = await newCustomer()
    const guest = await createGuestCart()
    await addItems(guest, [{ sku: 'VIT-ZINK-C', quantity: 1 }])
    const cartUrl = 'http://localhost:8787/warenkorb'
    const posted = await postedPage('vitalis', {
      token,
      cartId: guest,
      paypalExpress: '1',
      returnUrl: STOREFRONT,
      cartUrl,
    })
    expect(posted.status).toBe(200)
    expect(posted.headers.get('referrer-policy')).toBe('no-referrer')
    expect(posted.headers.get('cache-control')).toBe('no-store')
    const html = await posted.text()
    expect(html).toContain('Zink + Vitamin C')
    const { customerCart } = await ok<Data>(CUSTOMER_CART, {}, { token })
    expect(formFields(html)).toEqual({
      cartId: customerCart.id,
      token,
      return: STOREFRONT,
      cart: cartUrl,
      payment: 'paypal_express',
    })
    // The same handover in the query, as SPEC.md section 7 names it.
    const asked = await page('vitalis', { token, cartId: customerCart.id, returnUrl: STOREFRONT })
    expect(asked.status).toBe(200)
    expect(asked.headers.get('referrer-policy')).toBe('no-referrer')
    expect(formFields(await asked.text())).toMatchObject({ cartId: customerCart.id, token })
    // A customer's cart posted without its token is refused as it is in the query.
    expect((await postedPage('vitalis', { cartId: customerCart.id })).status).toBe(403)
  })

  it('leaves the return unsigned without a secret, which no storefront confirms', async () => {
    const location = await purchaseReturnUrl(STOREFRONT, { orderNumber: '100000001' }, undefined)
    expect(new URL(location).searchParams.has('signature')).toBe(false)
    expect(new URL(location).searchParams.get('payload')).toBe(
      encodePayload({ orderNumber: '100000001' }),
    )
  })

  it("orders a family's size as Magento's ConfigurableOrderItem, and a reorder takes that size again", async () => {
    const { token } = await newCustomer()
    const guest = await createGuestCart()
    await addItems(guest, [{ sku: 'VIT-C-1000-120', parent_sku: 'VIT-C-1000', quantity: 2 }])
    const html = await (await page('vitalis', { cartId: guest, token })).text()
    const response = await place('vitalis', formFields(html))
    const { payload } = decodePayload(response.headers.get('location')!)
    expect(payload.items).toEqual([{ sku: 'VIT-C-1000-120', quantity: 2, price: 19.95 }])
    const { customer } = await ok<Data>(
      `{ customer { orders { items { items {
        __typename product_sku product_name product_type product_url_key product { sku }
        selected_options { label value }
        ... on ConfigurableOrderItem { parent_sku }
      } } } } }`,
      {},
      { token },
    )
    expect(customer.orders.items[0].items).toEqual([
      {
        __typename: 'ConfigurableOrderItem',
        product_sku: 'VIT-C-1000-120',
        product_name: 'Vitamin C 1000 Depot, 120 Tabletten',
        product_type: 'configurable',
        product_url_key: 'vitamin-c-1000-depot',
        product: { sku: 'VIT-C-1000' },
        selected_options: [{ label: 'Packungsgröße', value: '120 Tabletten' }],
        parent_sku: 'VIT-C-1000',
      },
    ])
    const { reorderItems } = await ok<Data>(
      `mutation R($number: String!) { reorderItems(orderNumber: $number) {
        cart { items { quantity ... on ConfigurableCartItem { configured_variant { sku } } } }
        userInputErrors { message }
      } }`,
      { number: payload.orderNumber },
      { token },
    )
    expect(reorderItems).toEqual({
      cart: { items: [{ quantity: 2, configured_variant: { sku: 'VIT-C-1000-120' } }] },
      userInputErrors: [],
    })
  })

  it('answers a clear error page with 404 for a missing or unknown cart', async () => {
    for (const params of [{}, { cartId: 'unknown-cart' }]) {
      const response = await page('vitalis', params)
      expect(response.status).toBe(404)
      const html = await response.text()
      expect(html).toContain('Die Kasse kann nicht geöffnet werden')
      expect(html).toContain('<strong>Vitalis</strong>')
    }
    const cross = await page('litozin', { cartId: await createGuestCart('vitalis') })
    expect(cross.status).toBe(404)
  })

  it('refuses a customer cart without its token, and an expired token (403)', async () => {
    const { token } = await newCustomer()
    const { customerCart } = await ok<Data>(CUSTOMER_CART, {}, { token })
    expect((await page('vitalis', { cartId: customerCart.id })).status).toBe(403)
    expect((await page('vitalis', { cartId: customerCart.id, token: 'x'.repeat(32) })).status).toBe(
      403,
    )
  })

  it('shows an empty cart and will not order it', async () => {
    const id = await createGuestCart()
    const html = await (await page('vitalis', { cartId: id })).text()
    expect(html).toContain('Ihr Warenkorb ist leer')
    expect((await place('vitalis', { cartId: id })).status).toBe(409)
  })
})
