import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { type Data, failure, gql, login, newCustomer, ok } from './helpers'

const ORDER_FIELDS = `
  id number order_date status available_actions
  billing_address { firstname lastname street postcode city country_code }
  shipping_address { firstname lastname street postcode city country_code }
  shipping_method
  payment_methods { name type }
  comments { timestamp message }
  items { id product_sku product_name quantity_ordered eligible_for_return product_sale_price { value currency } }
  total { grand_total { value currency } subtotal_incl_tax { value } total_shipping { value } }
`
const ORDERS = `query Orders($number: String) {
  customer { orders(filter: { number: { eq: $number } }, pageSize: 20) {
    total_count items { ${ORDER_FIELDS} }
  } }
}`
const ALL_ORDERS = `{ customer { orders(pageSize: 20) { total_count items { number status } } } }`
const GUEST = `query Guest($input: OrderInformationInput!) { guestOrder(input: $input) { ${ORDER_FIELDS} } }`
const RETURNS = `{ customer { returns { total_count items {
  uid number status created_at order { number }
  items { quantity status order_item { product_sku } }
  comments { text }
} } } }`
const REQUEST = `mutation Request($input: RequestReturnInput!) {
  requestReturn(input: $input) { return { uid number status items { quantity order_item { product_sku } } } }
}`

const BRANDS = [
  ['vitalis', '100000001', '100000005', '100000009'],
  ['litozin', '200000002', '200000006', '200000010'],
  ['queisser', '300000003', '300000007', '300000011'],
  ['stozzon', '400000004', '400000008', '400000012'],
] as const

describe('the customer’s orders', () => {
  it.each(BRANDS)(
    '%s: the demo customer has a complete and a processing order, newest first',
    async (brand, complete, processing) => {
      const token = await login(brand)
      const { customer } = await ok<Data>(ALL_ORDERS, {}, { brand, token })
      const numbers = customer.orders.items.map((o: Data) => [o.number, o.status])
      expect(numbers).toEqual(
        expect.arrayContaining([
          [processing, 'Processing'],
          [complete, 'Complete'],
        ]),
      )
      expect(numbers.findIndex((n: Data) => n[0] === processing)).toBeLessThan(
        numbers.findIndex((n: Data) => n[0] === complete),
      )
    },
  )

  it('filters by number: items, prices, addresses, shipping, payment and status history', async () => {
    const token = await login('vitalis')
    const { customer } = await ok<Data>(ORDERS, { number: '100000001' }, { token })
    expect(customer.orders.total_count).toBe(1)
    const [order] = customer.orders.items
    expect(order).toMatchObject({
      number: '100000001',
      status: 'Complete',
      // Shipped in March 2026: past the 30-day return period (demo/shop/return-period.ts).
      available_actions: ['REORDER'],
      shipping_method: 'Standardversand - DHL Paket',
      payment_methods: [{ type: 'checkmo' }],
      shipping_address: {
        firstname: 'Anna',
        lastname: 'Schneider',
        street: ['Invalidenstraße 12'],
        postcode: '10115',
        city: 'Berlin',
        country_code: 'DE',
      },
      total: { grand_total: { value: 41.29, currency: 'EUR' } },
    })
    expect(order.comments.map((c: Data) => c.message)).toEqual([
      'Pending',
      'Processing',
      'Complete',
    ])
    expect(order.items[0]).toMatchObject({
      product_sku: 'VIT-D3-1000',
      quantity_ordered: 2,
      product_sale_price: { value: 9.95, currency: 'EUR' },
    })
  })

  it('an unknown number gives no order; another customer’s order is not visible', async () => {
    const token = await login('vitalis')
    const unknown = await ok<Data>(ORDERS, { number: '199999999' }, { token })
    expect(unknown.customer.orders).toMatchObject({ total_count: 0, items: [] })
    const stranger = await newCustomer()
    const foreign = await ok<Data>(ORDERS, { number: '100000001' }, { token: stranger.token })
    expect(foreign.customer.orders).toMatchObject({ total_count: 0, items: [] })
    // Another store's order is not visible in this one either.
    const other = await ok<Data>(ORDERS, { number: '200000002' }, { token })
    expect(other.customer.orders.total_count).toBe(0)
  })

  it('an order placed by a signed-in customer keeps their name and email', async () => {
    const token = await login('vitalis')
    const { customer } = await ok<Data>(ORDERS, { number: '100000005' }, { token })
    expect(customer.orders.items[0]).toMatchObject({
      status: 'Processing',
      available_actions: ['REORDER'],
      billing_address: { firstname: 'Anna', lastname: 'Schneider' },
    })
    expect(customer.orders.items[0].items[0].eligible_for_return).toBe(false)
  })
})

describe('guestOrder', () => {
  it.each(BRANDS)(
    '%s: finds a guest’s order by number, email and last name',
    async (brand, _a, _b, guest) => {
      const { guestOrder } = await ok<Data>(
        GUEST,
        { input: { number: guest, email: 'GAST@example.com ', lastname: 'gast' } },
        { brand },
      )
      expect(guestOrder).toMatchObject({ number: guest, status: 'Processing' })
      expect(guestOrder.items).toHaveLength(1)
    },
  )

  it('an unknown number, a wrong email or name: no-such-entity', async () => {
    const message =
      'Zu diesen Angaben haben wir keine Bestellung gefunden. Bitte prüfen Sie Bestellnummer, E-Mail-Adresse und Nachnamen.'
    for (const input of [
      { number: '199999999', email: 'gast@example.com', lastname: 'Gast' },
      { number: '100000009', email: 'other@example.com', lastname: 'Gast' },
      { number: '100000009', email: 'gast@example.com', lastname: 'Other' },
    ]) {
      expect(await failure(GUEST, { input })).toMatchObject({
        category: 'graphql-no-such-entity',
        message,
      })
    }
  })

  it('a customer account’s order needs signing in', async () => {
    const input = { number: '100000001', email: 'kunde@example.com', lastname: 'Schneider' }
    expect(await failure(GUEST, { input })).toMatchObject({
      category: 'graphql-authorization',
      message:
        'Diese Bestellung gehört zu einem Kundenkonto: Bitte melden Sie sich an, um sie zu sehen.',
    })
  })
})

/**
 * A shipped order of the demo customer of `brand`, placed `days` days before now (29 and 31 are a
 * day from the period's end either way, far more than the test runs); its number, led by a 9 that
 * no seeded order has.
 */
const shippedOrderDaysAgo = async (brand: string, days: number): Promise<string> => {
  const createdAt = Math.floor(Date.now() / 1000) - days * 86_400
  const order = await env.SHOP_DB.prepare(
    `INSERT INTO orders (store, customer_id, status, subtotal_cents, subtotal_excl_tax_cents,
       discount_cents, shipping_cents, tax_cents, grand_total_cents, tax_rate, country_code,
       postcode, payment_method, created_at, email)
     SELECT store, id, 'complete', 995, 930, 0, 0, 65, 995, 7, 'DE', '10115', 'checkmo', ?, email
     FROM customers WHERE store = ? AND email = 'kunde@example.com'
     RETURNING id`,
  )
    .bind(createdAt, brand)
    .first<{ id: number }>()
  const number = `9${String(order!.id).padStart(8, '0')}`
  await env.SHOP_DB.batch([
    env.SHOP_DB.prepare('UPDATE orders SET number = ? WHERE id = ?').bind(number, order!.id),
    env.SHOP_DB.prepare(
      `INSERT INTO order_items (order_id, product_id, sku, name, quantity, price_cents,
         row_total_cents, discount_cents)
       SELECT ?, id, sku, name, 1, price_cents, price_cents, 0 FROM products
       WHERE store = ? ORDER BY id LIMIT 1`,
    ).bind(order!.id, brand),
  ])
  return number
}

describe('returns', () => {
  const orderOf = async (token: string, number: string, brand: string) =>
    (await ok<Data>(ORDERS, { number }, { token, brand })).customer.orders.items[0]

  it('a return of a shipped order is stored and listed; the returned quantity is used up', async () => {
    const token = await login('stozzon')
    // Shipped three days before the migrations ran (0014).
    const order = await orderOf(token, '400000056', 'stozzon')
    expect(order.available_actions).toEqual(['REORDER', 'RETURN'])
    const item = order.items[0]
    const { requestReturn } = await ok<Data>(
      REQUEST,
      {
        input: {
          order_uid: order.id,
          items: [{ order_item_uid: item.id, quantity_to_return: 2 }],
          comment_text: 'Beschädigt angekommen',
        },
      },
      { brand: 'stozzon', token },
    )
    expect(requestReturn.return).toMatchObject({
      status: 'PENDING',
      items: [{ quantity: 2, order_item: { product_sku: 'STO-CHLOROPHYLL' } }],
    })
    expect(requestReturn.return.number).toMatch(/^4\d{8}$/)
    const { customer } = await ok<Data>(RETURNS, {}, { brand: 'stozzon', token })
    expect(customer.returns.items[0]).toMatchObject({
      number: requestReturn.return.number,
      order: { number: '400000056' },
      comments: [{ text: 'Beschädigt angekommen' }],
    })
    const after = await orderOf(token, '400000056', 'stozzon')
    expect(after.items[0].eligible_for_return).toBe(false)
    expect(
      await failure(
        REQUEST,
        {
          input: {
            order_uid: order.id,
            items: [{ order_item_uid: item.id, quantity_to_return: 1 }],
          },
        },
        { brand: 'stozzon', token },
      ),
    ).toMatchObject({
      category: 'graphql-input',
      message: 'Der Artikel „Chlorophyll Dragees“ kann nicht retourniert werden.',
    })
  })

  it('refuses an order still being packed, too many items, and another customer’s order', async () => {
    const token = await login('queisser')
    const processing = await orderOf(token, '300000007', 'queisser')
    expect(
      await failure(
        REQUEST,
        {
          input: {
            order_uid: processing.id,
            items: [{ order_item_uid: processing.items[0].id, quantity_to_return: 1 }],
          },
        },
        { brand: 'queisser', token },
      ),
    ).toMatchObject({ category: 'graphql-input' })
    const complete = await orderOf(token, '300000055', 'queisser')
    const tooMany = {
      order_uid: complete.id,
      items: [{ order_item_uid: complete.items[0].id, quantity_to_return: 5 }],
    }
    expect(await failure(REQUEST, { input: tooMany }, { brand: 'queisser', token })).toMatchObject({
      category: 'graphql-input',
      message: 'Von „A–Z Depot Tabletten“ können Sie keine 5 Stück zurückschicken.',
    })
    const stranger = await newCustomer('queisser')
    expect(
      await failure(
        REQUEST,
        { input: { ...tooMany, items: [] } },
        { brand: 'queisser', token: stranger.token },
      ),
    ).toMatchObject({ category: 'graphql-no-such-entity' })
  })

  it('follow the 30-day return period: 29 days after the order yes, 31 days no', async () => {
    const token = await login('litozin')
    const at29 = await shippedOrderDaysAgo('litozin', 29)
    const at31 = await shippedOrderDaysAgo('litozin', 31)
    const recent = await orderOf(token, at29, 'litozin')
    const old = await orderOf(token, at31, 'litozin')
    expect(recent.available_actions).toEqual(['REORDER', 'RETURN'])
    expect(recent.items[0].eligible_for_return).toBe(true)
    expect(old.available_actions).toEqual(['REORDER'])
    expect(old.items[0].eligible_for_return).toBe(false)
    const request = (order: Data) => ({
      input: {
        order_uid: order.id,
        items: [{ order_item_uid: order.items[0].id, quantity_to_return: 1 }],
      },
    })
    const { requestReturn } = await ok<Data>(REQUEST, request(recent), { brand: 'litozin', token })
    expect(requestReturn.return).toMatchObject({ status: 'PENDING', items: [{ quantity: 1 }] })
    expect(await failure(REQUEST, request(old), { brand: 'litozin', token })).toMatchObject({
      category: 'graphql-input',
      message: `Die Bestellung „${at31}“ liegt mehr als 30 Tage zurück und kann nicht mehr retourniert werden.`,
    })
    // The English store view answers in English.
    const english = await gql(REQUEST, request(old), {
      brand: 'litozin',
      token,
      store: 'litozin_en',
    })
    expect(english.errors?.[0]?.message).toBe(
      `Order "${at31}" is older than the 30-day return period and cannot be returned.`,
    )
    expect(english.errors?.[0]?.extensions?.category).toBe('graphql-input')
  })

  it('are for customers only', async () => {
    expect((await failure(RETURNS)).category).toBe('graphql-authorization')
    const result = await gql(
      `{ customer { return(uid: "OTk5") { uid } } }`,
      {},
      {
        token: await login('vitalis'),
      },
    )
    expect(result.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity')
  })
})
