import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  CART_FIELDS,
  CART_QUERY,
  type Data,
  addItems,
  createGuestCart,
  failure,
  ok,
} from './helpers'

const UPDATE = `mutation Update($input: UpdateCartItemsInput) {
  updateCartItems(input: $input) { cart { ${CART_FIELDS} } errors { code message } }
}`
const REMOVE = `mutation Remove($input: RemoveItemFromCartInput) {
  removeItemFromCart(input: $input) { cart { ${CART_FIELDS} } }
}`

describe('guest carts', () => {
  it('createGuestCart returns a new empty cart with a 32-character id', async () => {
    const data = await ok<Data>(`mutation { createGuestCart { cart { ${CART_FIELDS} } } }`)
    const { cart } = data.createGuestCart
    expect(cart.id).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(cart).toMatchObject({
      total_quantity: 0,
      is_virtual: false,
      items: [],
      applied_coupons: null,
      shipping_addresses: [],
      prices: {
        grand_total: { value: 0, currency: 'EUR' },
        subtotal_including_tax: { value: 0, currency: 'EUR' },
        discounts: null,
        applied_taxes: [],
      },
    })
  })

  it('createGuestCart takes a cart_uid of 32 characters and refuses one in use', async () => {
    const uid = 'a'.repeat(16) + Date.now().toString().padStart(16, '0')
    const data = await ok<Data>(
      'mutation New($uid: ID) { createGuestCart(input: { cart_uid: $uid }) { cart { id } } }',
      { uid },
    )
    expect(data.createGuestCart.cart.id).toBe(uid)
    const again = await failure(
      'mutation New($uid: ID) { createGuestCart(input: { cart_uid: $uid }) { cart { id } } }',
      { uid },
    )
    expect(again).toEqual({
      category: 'graphql-already-exists',
      message: `Einen Warenkorb „${uid}“ gibt es bereits.`,
      path: ['createGuestCart'],
    })
  })

  it('createEmptyCart (deprecated) returns the id of a new guest cart', async () => {
    const data = await ok<Data>('mutation { createEmptyCart }')
    const cart = await ok<Data>(CART_QUERY, { id: data.createEmptyCart })
    expect(cart.cart.id).toBe(data.createEmptyCart)
  })

  it('an unknown cart is graphql-no-such-entity with Magento’s message', async () => {
    const error = await failure(CART_QUERY, { id: 'doesnotexist' })
    expect(error).toEqual({
      category: 'graphql-no-such-entity',
      message: 'Der Warenkorb „doesnotexist“ wurde nicht gefunden.',
      path: ['cart'],
    })
  })

  it('a cart of another brand is not found in this brand’s shop', async () => {
    const id = await createGuestCart('litozin')
    const error = await failure(CART_QUERY, { id }, { brand: 'vitalis' })
    expect(error.category).toBe('graphql-no-such-entity')
  })
})

describe('addProductsToCart', () => {
  it('adds items with gross prices, 7 % VAT taken out for net fields', async () => {
    const id = await createGuestCart()
    const { cart, user_errors } = await addItems(id, [
      { sku: 'VIT-D3-1000', quantity: 2 },
      { sku: 'VIT-ZINK-C', quantity: 1 },
    ])
    expect(user_errors).toEqual([])
    expect(cart.total_quantity).toBe(3)
    const [d3, zinc] = cart.items
    expect(d3).toMatchObject({
      uid: expect.any(String),
      quantity: 2,
      product: { sku: 'VIT-D3-1000', name: 'Vitamin D3 1000 I.E.' },
      prices: {
        price: { value: 9.3, currency: 'EUR' },
        row_total: { value: 18.6 },
        row_total_including_tax: { value: 19.9, currency: 'EUR' },
        total_item_discount: { value: 0 },
      },
      errors: null,
    })
    expect(atob(d3.uid)).toBe(d3.id)
    expect(zinc.prices.row_total_including_tax.value).toBe(7.49)
    expect(cart.prices).toEqual({
      grand_total: { value: 27.39, currency: 'EUR' },
      subtotal_including_tax: { value: 27.39, currency: 'EUR' },
      subtotal_excluding_tax: { value: 25.6 },
      discounts: null,
      applied_taxes: [{ amount: { value: 1.79 }, label: 'MwSt. 7 %' }],
    })
  })

  it('adds to the existing line of the same product', async () => {
    const id = await createGuestCart()
    await addItems(id, [{ sku: 'VIT-MULTI', quantity: 1 }])
    const { cart } = await addItems(id, [{ sku: 'VIT-MULTI', quantity: 2 }])
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0].quantity).toBe(3)
  })

  it('returns user_errors with Magento codes and adds the valid items', async () => {
    const id = await createGuestCart()
    const { cart, user_errors } = await addItems(id, [
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: 'VIT-EISEN', quantity: 1 },
      { sku: 'VIT-K2-D3', quantity: 4 },
      { sku: 'VIT-B12', quantity: 0 },
      { sku: 'VIT-B12', quantity: -2 },
      { sku: 'VIT-MULTI', quantity: 1 },
    ])
    expect(user_errors).toEqual([
      {
        code: 'PRODUCT_NOT_FOUND',
        message: 'Das Produkt mit der Artikelnummer „NO-SUCH-SKU“ gibt es nicht (mehr).',
      },
      { code: 'NOT_SALABLE', message: 'Dieses Produkt ist derzeit nicht erhältlich.' },
      {
        code: 'INSUFFICIENT_STOCK',
        message: 'Die gewünschte Menge ist leider nicht lieferbar.',
        quantity: 3,
      },
      { code: 'UNDEFINED', message: 'Die Menge muss größer als 0 sein.' },
      { code: 'UNDEFINED', message: 'Die Menge muss größer als 0 sein.' },
    ])
    expect(cart.items.map((i: Data) => i.product.sku)).toEqual(['VIT-MULTI'])
  })

  it('counts what the cart already holds against the stock', async () => {
    const id = await createGuestCart()
    expect((await addItems(id, [{ sku: 'VIT-K2-D3', quantity: 3 }])).user_errors).toEqual([])
    const { user_errors } = await addItems(id, [{ sku: 'VIT-K2-D3', quantity: 1 }])
    expect(user_errors[0].code).toBe('INSUFFICIENT_STOCK')
  })

  it('on an unknown cart fails with graphql-no-such-entity', async () => {
    const error = await failure(
      'mutation { addProductsToCart(cartId: "nope", cartItems: [{ sku: "VIT-B12", quantity: 1 }]) { cart { id } } }',
    )
    expect(error).toMatchObject({
      category: 'graphql-no-such-entity',
      message: 'Der Warenkorb „nope“ wurde nicht gefunden.',
    })
  })
})

describe('updateCartItems and removeItemFromCart', () => {
  const cartWithTwo = async () => {
    const id = await createGuestCart()
    const { cart } = await addItems(id, [
      { sku: 'VIT-B12', quantity: 1 },
      { sku: 'VIT-MULTI', quantity: 2 },
    ])
    return { id, b12: cart.items[0], multi: cart.items[1] }
  }

  it('changes quantities by cart_item_uid or the deprecated cart_item_id; 0 removes', async () => {
    const { id, b12, multi } = await cartWithTwo()
    const data = await ok<Data>(UPDATE, {
      input: {
        cart_id: id,
        cart_items: [
          { cart_item_uid: b12.uid, quantity: 3 },
          { cart_item_id: Number(multi.id), quantity: 0 },
        ],
      },
    })
    const { cart, errors } = data.updateCartItems
    expect(errors).toEqual([])
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({ uid: b12.uid, quantity: 3 })
    expect(cart.prices.subtotal_including_tax.value).toBe(44.85)
  })

  it('reports quantities beyond stock as errors and keeps the line', async () => {
    const { id, b12 } = await cartWithTwo()
    const data = await ok<Data>(UPDATE, {
      input: { cart_id: id, cart_items: [{ cart_item_uid: b12.uid, quantity: 5000 }] },
    })
    expect(data.updateCartItems.errors).toEqual([
      { code: 'INSUFFICIENT_STOCK', message: 'Die gewünschte Menge ist leider nicht lieferbar.' },
    ])
    expect(data.updateCartItems.cart.items[0].quantity).toBe(1)
  })

  it('an item of another cart is graphql-no-such-entity', async () => {
    const { id } = await cartWithTwo()
    const other = await cartWithTwo()
    const error = await failure(UPDATE, {
      input: { cart_id: id, cart_items: [{ cart_item_uid: other.b12.uid, quantity: 2 }] },
    })
    expect(error).toMatchObject({
      category: 'graphql-no-such-entity',
      message: `Dieser Artikel ist nicht mehr in Ihrem Warenkorb.`,
    })
  })

  it('needs cart items to update', async () => {
    const { id } = await cartWithTwo()
    const error = await failure(UPDATE, { input: { cart_id: id, cart_items: [] } })
    expect(error.category).toBe('graphql-input')
  })

  it('removes an item by uid or by id', async () => {
    const { id, b12, multi } = await cartWithTwo()
    const first = await ok<Data>(REMOVE, { input: { cart_id: id, cart_item_uid: b12.uid } })
    expect(first.removeItemFromCart.cart.items.map((i: Data) => i.uid)).toEqual([multi.uid])
    const second = await ok<Data>(REMOVE, {
      input: { cart_id: id, cart_item_id: Number(multi.id) },
    })
    expect(second.removeItemFromCart.cart).toMatchObject({ items: [], total_quantity: 0 })
    const again = await failure(REMOVE, { input: { cart_id: id, cart_item_uid: b12.uid } })
    expect(again).toMatchObject({
      category: 'graphql-no-such-entity',
      message: 'Dieser Artikel ist nicht mehr in Ihrem Warenkorb.',
    })
  })

  it('flags a line whose product went out of stock with an item error', async () => {
    const id = await createGuestCart('queisser')
    await addItems(id, [{ sku: 'QUE-EISEN', quantity: 2 }], { brand: 'queisser' })
    await env.SHOP_DB.prepare("UPDATE products SET stock_qty = 1 WHERE sku = 'QUE-EISEN'").run()
    try {
      const { cart } = await ok<Data>(CART_QUERY, { id }, { brand: 'queisser' })
      expect(cart.items[0].errors).toEqual([
        { code: 'ITEM_QTY', message: 'Die gewünschte Menge ist leider nicht lieferbar.' },
      ])
    } finally {
      await env.SHOP_DB.prepare("UPDATE products SET stock_qty = 170 WHERE sku = 'QUE-EISEN'").run()
    }
  })
})

const CROSS_SELLS = `query Cart($id: String!) {
  cart(cart_id: $id) {
    items { product { sku crosssell_products { sku url_key stock_status omnibus_price { value } } } }
  }
}`
const DETAIL_CROSS_SELLS = `query Detail($sku: String!) {
  products(filter: { sku: { eq: $sku } }) { items { crosssell_products { sku } } }
}`

describe('cross-sells of cart items', () => {
  it('answers an item product’s crosssell_products as the catalogue does, with tile fields', async () => {
    const id = await createGuestCart()
    await addItems(id, [{ sku: 'VIT-MG-400', quantity: 1 }])
    const { cart } = await ok<Data>(CROSS_SELLS, { id })
    const crossSells = cart.items[0].product.crosssell_products as Data[]
    expect(crossSells.length).toBeGreaterThan(0)
    for (const product of crossSells) {
      expect(product).toMatchObject({ url_key: expect.any(String), stock_status: 'IN_STOCK' })
    }
    const detail = await ok<Data>(DETAIL_CROSS_SELLS, { sku: 'VIT-MG-400' })
    expect(crossSells.map((p) => p.sku)).toEqual(
      detail.products.items[0].crosssell_products.map((p: Data) => p.sku),
    )
  })
})
