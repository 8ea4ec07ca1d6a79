import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  CART_FIELDS,
  CART_QUERY,
  CUSTOMER_CART,
  type Data,
  addItems,
  createGuestCart,
  failure,
  login,
  newCustomer,
  ok,
} from './helpers'

const MERGE = `mutation Merge($source: String!, $destination: String) {
  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { ${CART_FIELDS} }
}`
const APPLY_COUPON = `mutation Apply($id: String!, $code: String!) {
  applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { id } }
}`
const REORDER = `mutation Reorder($number: String!) {
  reorderItems(orderNumber: $number) {
    cart { ${CART_FIELDS} }
    userInputErrors { code message path }
  }
}`
const ORDERS = `{ customerOrders { total_count items {
  number order_date status
  items { product_sku product_name quantity_ordered product_sale_price { value } }
  total { grand_total { value currency } subtotal_incl_tax { value } total_shipping { value } total_tax { value } }
} } }`

describe('mergeCarts', () => {
  it('moves a guest cart into the customer cart, adding quantities, and closes it', async () => {
    const { token } = await newCustomer()
    const { customerCart } = await ok<Data>(CUSTOMER_CART, {}, { token })
    await addItems(customerCart.id, [{ sku: 'VIT-B12', quantity: 1 }], { token })
    const guest = await createGuestCart()
    await addItems(guest, [
      { sku: 'VIT-B12', quantity: 2 },
      { sku: 'VIT-MULTI', quantity: 1 },
    ])
    const { mergeCarts } = await ok<Data>(MERGE, { source: guest }, { token })
    expect(mergeCarts.id).toBe(customerCart.id)
    expect(mergeCarts.items.map((i: Data) => [i.product.sku, i.quantity])).toEqual([
      ['VIT-B12', 3],
      ['VIT-MULTI', 1],
    ])
    expect(await failure(CART_QUERY, { id: guest })).toMatchObject({
      category: 'graphql-no-such-entity',
      message: 'Dieser Warenkorb ist bereits abgeschlossen.',
    })
  })

  it('merges into an explicit destination cart of the customer', async () => {
    const { token } = await newCustomer()
    const { customerCart } = await ok<Data>(CUSTOMER_CART, {}, { token })
    const guest = await createGuestCart()
    await addItems(guest, [{ sku: 'VIT-ZINK-C', quantity: 2 }])
    const { mergeCarts } = await ok<Data>(
      MERGE,
      { source: guest, destination: customerCart.id },
      { token },
    )
    expect(mergeCarts).toMatchObject({ id: customerCart.id, total_quantity: 2 })
  })

  it('carries the guest cart’s coupon over, in place of the customer cart’s, as Quote::merge does', async () => {
    const { token } = await newCustomer()
    const { customerCart } = await ok<Data>(CUSTOMER_CART, {}, { token })
    await addItems(customerCart.id, [{ sku: 'VIT-B12', quantity: 1 }], { token })
    await ok(APPLY_COUPON, { id: customerCart.id, code: 'SPAR5' }, { token })
    const guest = await createGuestCart()
    await addItems(guest, [{ sku: 'VIT-D3-1000', quantity: 2 }])
    await ok(APPLY_COUPON, { id: guest, code: 'VITAL10' })
    const { mergeCarts } = await ok<Data>(MERGE, { source: guest }, { token })
    expect(mergeCarts.applied_coupons).toEqual([{ code: 'VITAL10' }])
    expect(mergeCarts.prices.discounts).toMatchObject([{ label: '10 % Rabatt' }])
  })

  it('keeps the customer cart’s coupon when the guest cart had none', async () => {
    const { token } = await newCustomer()
    const { customerCart } = await ok<Data>(CUSTOMER_CART, {}, { token })
    await addItems(customerCart.id, [{ sku: 'VIT-B12', quantity: 1 }], { token })
    await ok(APPLY_COUPON, { id: customerCart.id, code: 'SPAR5' }, { token })
    const guest = await createGuestCart()
    await addItems(guest, [{ sku: 'VIT-D3-1000', quantity: 1 }])
    const { mergeCarts } = await ok<Data>(MERGE, { source: guest }, { token })
    expect(mergeCarts.applied_coupons).toEqual([{ code: 'SPAR5' }])
  })

  it('is for customers only', async () => {
    const guest = await createGuestCart()
    expect(await failure(MERGE, { source: guest })).toMatchObject({
      category: 'graphql-authorization',
      message: 'Bitte melden Sie sich erneut an.',
    })
  })

  it('will not take another customer’s cart as source, nor an unknown one', async () => {
    const alice = await newCustomer()
    const bob = await newCustomer()
    const { customerCart } = await ok<Data>(CUSTOMER_CART, {}, { token: alice.token })
    expect(await failure(MERGE, { source: customerCart.id }, { token: bob.token })).toMatchObject({
      category: 'graphql-authorization',
      message: `Auf den Warenkorb „${customerCart.id}“ haben Sie keinen Zugriff.`,
    })
    expect((await failure(MERGE, { source: 'unknown' }, { token: bob.token })).category).toBe(
      'graphql-no-such-entity',
    )
  })
})

describe('orders', () => {
  it('customerOrders lists the demo customer’s past order', async () => {
    const token = await login('vitalis')
    const { customerOrders } = await ok<Data>(ORDERS, {}, { token })
    const seeded = customerOrders.items.find((o: Data) => o.number === '100000001')
    expect(seeded).toMatchObject({
      order_date: '2026-03-15 10:00:00',
      status: 'Complete',
      total: {
        grand_total: { value: 41.29, currency: 'EUR' },
        subtotal_incl_tax: { value: 36.34 },
        total_shipping: { value: 4.95 },
      },
    })
    expect(seeded.items.map((i: Data) => [i.product_sku, i.quantity_ordered])).toEqual([
      ['VIT-D3-1000', 2],
      ['VIT-ZINK-C', 1],
      ['VIT-EISEN', 1],
    ])
  })

  it('customerOrders needs a customer', async () => {
    expect((await failure(ORDERS)).category).toBe('graphql-authorization')
  })

  it('reorderItems puts the order’s items into the customer cart and reports what is unavailable', async () => {
    const token = await login('vitalis')
    const { reorderItems } = await ok<Data>(REORDER, { number: '100000001' }, { token })
    expect(reorderItems.userInputErrors).toEqual([
      {
        code: 'NOT_SALABLE',
        message: 'Dieses Produkt ist derzeit nicht erhältlich.',
        path: ['orderNumber'],
      },
    ])
    const skus = reorderItems.cart.items.map((i: Data) => i.product.sku)
    expect(skus).toEqual(expect.arrayContaining(['VIT-D3-1000', 'VIT-ZINK-C']))
    expect(skus).not.toContain('VIT-EISEN')
    // Leave the shared demo customer's cart empty again.
    for (const item of reorderItems.cart.items) {
      await ok(
        'mutation R($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }',
        { id: reorderItems.cart.id, uid: item.uid },
        { token },
      )
    }
  })

  it('reorderItems refuses an order of someone else (graphql-input) and guests', async () => {
    const { token } = await newCustomer()
    expect(await failure(REORDER, { number: '100000001' }, { token })).toMatchObject({
      category: 'graphql-input',
      message: 'Die Bestellung „100000001“ gehört nicht zu Ihrem Kundenkonto.',
    })
    expect((await failure(REORDER, { number: '100000001' })).category).toBe('graphql-authorization')
  })

  it('seeded orders exist for every brand', async () => {
    const { results } = await env.SHOP_DB.prepare(
      'SELECT number FROM orders WHERE id <= 4 ORDER BY id',
    ).all<{ number: string }>()
    expect(results.map((r) => r.number)).toEqual([
      '100000001',
      '200000002',
      '300000003',
      '400000004',
    ])
  })
})
