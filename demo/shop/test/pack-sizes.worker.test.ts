import { describe, expect, it } from 'vitest'
import { type Data, createGuestCart, gql, ok } from './helpers'

/** Pack-size families as Magento 2.4.8's configurable products (demo/migrations/0016). */

const uid = (text: string) => btoa(text)
const VALUE = (index: number) => uid(`configurable/215/${index}`)

const FAMILY = `query Family($sku: String!) {
  products(filter: { sku: { eq: $sku } }) {
    total_count
    items {
      __typename sku name stock_status url_key
      price_range {
        minimum_price { final_price { value } regular_price { value } }
        maximum_price { final_price { value } regular_price { value } }
      }
      ... on ConfigurableProduct {
        configurable_options {
          attribute_code attribute_uid uid label position use_default
          values { uid label default_label store_label use_default_value value_index swatch_data { value } }
        }
        variants {
          attributes { code label uid value_index }
          product {
            __typename id sku name stock_status url_key base_unit_string dynamicAttributes
            cartImage { url }
            omnibus_price { value }
            price_range { minimum_price { final_price { value } regular_price { value } } }
            custom_attributesV2 { items { code ... on AttributeValue { value } } }
          }
        }
      }
    }
  }
}`

const family = async (sku: string, store?: string) =>
  (await ok<Data>(FAMILY, { sku }, { store })).products.items[0]

const CART_ITEMS = `
  cart {
    total_quantity
    items {
      __typename uid quantity
      product { __typename sku name }
      prices { price_including_tax { value } row_total_including_tax { value } }
      ... on ConfigurableCartItem {
        configured_variant { __typename sku name }
        configurable_options {
          configurable_product_option_uid configurable_product_option_value_uid
          id value_id option_label value_label
        }
      }
    }
  }
  user_errors { code message }`

const add = (cartId: string, items: Data[], store?: string) =>
  gql<Data>(
    `mutation Add($cartId: String!, $items: [CartItemInput!]!) {
      addProductsToCart(cartId: $cartId, cartItems: $items) { ${CART_ITEMS} }
    }`,
    { cartId, items },
    { store },
  ).then((r) => {
    expect(r.errors).toBeUndefined()
    return r.data.addProductsToCart
  })

describe('a pack-size family', () => {
  it('answers as ConfigurableProduct with the option pack_size and its variants', async () => {
    const product = await family('VIT-C-1000')
    expect(product).toMatchObject({
      __typename: 'ConfigurableProduct',
      sku: 'VIT-C-1000',
      stock_status: 'IN_STOCK',
      url_key: 'vitamin-c-1000-depot',
      price_range: {
        minimum_price: { final_price: { value: 10.95 } },
        maximum_price: { final_price: { value: 19.95 } },
      },
    })
    const [option] = product.configurable_options
    expect(option).toMatchObject({
      attribute_code: 'pack_size',
      attribute_uid: uid('215'),
      uid: uid('configurable/215'),
      label: 'Packungsgröße',
      position: 0,
      use_default: true,
    })
    expect(option.values.map((v: Data) => v.label)).toEqual(['60 Tabletten', '120 Tabletten'])
    for (const value of option.values) {
      expect(value).toMatchObject({
        uid: VALUE(value.value_index),
        default_label: value.label,
        store_label: value.label,
        use_default_value: true,
        swatch_data: null,
      })
    }
    expect(product.variants.map((v: Data) => v.product.sku)).toEqual([
      'VIT-C-1000-60',
      'VIT-C-1000-120',
    ])
    const [small, large] = product.variants
    expect(small.attributes).toEqual([
      {
        code: 'pack_size',
        label: '60 Tabletten',
        uid: option.values[0].uid,
        value_index: option.values[0].value_index,
      },
    ])
    expect(large.product).toMatchObject({
      __typename: 'SimpleProduct',
      name: expect.stringMatching(/, 120 Tabletten$/),
      stock_status: 'IN_STOCK',
      base_unit_string: '118,75 € / 1 kg',
      cartImage: { url: expect.stringMatching(/\/images\/VIT-C-1000-120\.svg$/) },
      omnibus_price: { value: 19.95 },
      price_range: { minimum_price: { final_price: { value: 19.95 } } },
    })
    expect(JSON.parse(large.product.dynamicAttributes).size).toBe('120 Tabletten')
    const facts = Object.fromEntries(
      large.product.custom_attributesV2.items.map((i: Data) => [i.code, i.value]),
    )
    // Vitamin C is no pharmacy article: no PZN for any of its sizes, but each its own quantity.
    expect(facts.pzn).toBeUndefined()
    expect(facts.net_quantity).toBe('120 Tabletten (168 g)')
  })

  it("gives each size of a pharmacy article its own PZN, the first keeping its parent's former", async () => {
    const pznOf = (product: Data) =>
      product.custom_attributesV2.items.find((i: Data) => i.code === 'pzn')?.value
    const product = await family('VIT-D3-K2-TROPFEN')
    const pzns = product.variants.map((v: Data) => pznOf(v.product))
    expect(pzns).toHaveLength(3)
    for (const pzn of pzns) expect(pzn).toMatch(/^\d{8}$/)
    expect(new Set(pzns).size).toBe(3)
    // The PZN the drops had as a simple product (0013_product_facts.sql).
    expect(pzns[0]).toBe('79981900')
  })

  it('leaves a sold-out pack out of the price range and keeps the family in stock', async () => {
    const product = await family('VIT-D3-K2-TROPFEN')
    const stock = product.variants.map((v: Data) => v.product.stock_status)
    expect(stock).toEqual(['IN_STOCK', 'IN_STOCK', 'OUT_OF_STOCK'])
    expect(product.stock_status).toBe('IN_STOCK')
    expect(product.price_range.maximum_price.final_price.value).toBe(32.95)
    expect(product.price_range.minimum_price.final_price.value).toBe(17.95)
  })

  it('has one family per brand whose packs cost the same', async () => {
    const product = await family('VIT-D3-20000')
    expect(product.variants.map((v: Data) => v.attributes[0].label)).toEqual([
      '24 Kapseln',
      '2 × 12 Kapseln',
    ])
    expect(product.price_range.minimum_price).toEqual(product.price_range.maximum_price)
  })

  it('answers the English view with English labels and names', async () => {
    const product = await family('VIT-C-1000', 'vitalis_en')
    expect(product.configurable_options[0].label).toBe('Pack size')
    expect(product.configurable_options[0].values[1]).toMatchObject({
      label: '120 tablets',
      store_label: '120 tablets',
      default_label: '120 Tabletten',
    })
    expect(product.variants[1].product.name).toBe('Vitamin C 1000 Slow Release, 120 tablets')
  })
})

describe('families in listings', () => {
  const LIST = `query List($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput) {
    products(search: $search, filter: $filter, sort: $sort, pageSize: 100) {
      total_count
      items { __typename sku price_range { minimum_price { final_price { value } } } }
    }
  }`
  const list = async (variables: Data) => (await ok<Data>(LIST, variables)).products

  it('lists a family once and never a variant', async () => {
    const { items, total_count } = await list({ filter: { category_id: { eq: '10' } } })
    expect(total_count).toBe(42)
    const skus = items.map((p: Data) => p.sku)
    expect(skus).toContain('VIT-C-1000')
    expect(skus.some((sku: string) => sku.startsWith('VIT-C-1000-'))).toBe(false)
    expect(items.filter((p: Data) => p.__typename === 'ConfigurableProduct').length).toBe(15)
  })

  it('finds no variant by its sku filter, the family by its own', async () => {
    expect((await list({ filter: { sku: { eq: 'VIT-C-1000-120' } } })).total_count).toBe(0)
    expect((await list({ filter: { sku: { in: ['VIT-C-1000', 'VIT-B12'] } } })).total_count).toBe(2)
    expect(
      (await list({ filter: { url_key: { eq: 'vitamin-c-1000-depot-120' } } })).total_count,
    ).toBe(0)
  })

  it('matches the price filter by any pack and sorts by the lowest price', async () => {
    // VIT-C-1000 costs 10.95 and 19.95: a range around the large pack finds the family.
    const ranged = await list({
      filter: { category_id: { eq: '10' }, price: { from: '19', to: '20' } },
    })
    expect(ranged.items.map((p: Data) => p.sku)).toContain('VIT-C-1000')
    const sorted = await list({ filter: { category_id: { eq: '10' } }, sort: { price: 'ASC' } })
    const prices = sorted.items.map((p: Data) => p.price_range.minimum_price.final_price.value)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it("finds a family by a variant's name and sku", async () => {
    const byName = await list({ search: '120 Tabletten Vitamin C' })
    expect(byName.items.map((p: Data) => p.sku)).toContain('VIT-C-1000')
    const bySku = await list({ search: 'VIT-C-1000-120' })
    expect(bySku.items[0].sku).toBe('VIT-C-1000')
    expect(bySku.items.every((p: Data) => !p.sku.startsWith('VIT-C-1000-'))).toBe(true)
  })
})

describe('a pack size in the cart', () => {
  it('adds the chosen pack by selected_options as a ConfigurableCartItem', async () => {
    const product = await family('VIT-C-1000')
    const large = product.configurable_options[0].values[1]
    const cartId = await createGuestCart()
    const { cart, user_errors } = await add(cartId, [
      { sku: 'VIT-C-1000', quantity: 1, selected_options: [large.uid] },
    ])
    expect(user_errors).toEqual([])
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({
      __typename: 'ConfigurableCartItem',
      quantity: 1,
      product: { __typename: 'ConfigurableProduct', sku: 'VIT-C-1000' },
      configured_variant: { __typename: 'SimpleProduct', sku: 'VIT-C-1000-120' },
      prices: { price_including_tax: { value: 19.95 } },
      configurable_options: [
        {
          configurable_product_option_uid: uid('configurable/215'),
          configurable_product_option_value_uid: large.uid,
          id: 215,
          value_id: large.value_index,
          option_label: 'Packungsgröße',
          value_label: '120 Tabletten',
        },
      ],
    })
  })

  it('adds by the variant sku with parent_sku, merging the same pack and keeping two apart', async () => {
    const cartId = await createGuestCart()
    await add(cartId, [{ sku: 'VIT-C-1000-120', parent_sku: 'VIT-C-1000', quantity: 1 }])
    const product = await family('VIT-C-1000')
    const [small, large] = product.configurable_options[0].values
    const { cart, user_errors } = await add(cartId, [
      { sku: 'VIT-C-1000', quantity: 2, selected_options: [large.uid] },
      { sku: 'VIT-C-1000', quantity: 1, selected_options: [small.uid] },
    ])
    expect(user_errors).toEqual([])
    expect(cart.total_quantity).toBe(4)
    expect(cart.items.map((i: Data) => [i.configured_variant.sku, i.quantity])).toEqual([
      ['VIT-C-1000-120', 3],
      ['VIT-C-1000-60', 1],
    ])
    const lines = await gql<Data>(
      `mutation Update($cartId: String!, $uid: ID!) {
        updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, quantity: 5 }] }) {
          cart { items { quantity ... on ConfigurableCartItem { configured_variant { sku } } } }
        }
      }`,
      { cartId, uid: cart.items[0].uid },
    )
    expect(lines.data.updateCartItems.cart.items[0]).toEqual({
      quantity: 5,
      configured_variant: { sku: 'VIT-C-1000-120' },
    })
    const removed = await ok<Data>(
      `mutation Remove($cartId: String!, $uid: ID!) {
        removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) { cart { total_quantity } }
      }`,
      { cartId, uid: cart.items[1].uid },
    )
    expect(removed.removeItemFromCart.cart.total_quantity).toBe(5)
  })

  it("answers Magento's error for a family without options, and for a sold-out pack", async () => {
    const cartId = await createGuestCart()
    const missing = await add(cartId, [{ sku: 'VIT-C-1000', quantity: 1 }], 'vitalis_en')
    expect(missing.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'You need to choose options for your item.' },
    ])
    const german = await add(cartId, [{ sku: 'VIT-C-1000', quantity: 1, selected_options: [] }])
    expect(german.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'Bitte wählen Sie eine Packungsgröße aus.' },
    ])
    const unknown = await add(
      cartId,
      [{ sku: 'VIT-C-1000', quantity: 1, selected_options: [VALUE(1)] }],
      'vitalis_en',
    )
    expect(unknown.user_errors).toEqual([
      { code: 'NOT_SALABLE', message: 'The required options you selected are not available.' },
    ])
    const soldOut = await family('VIT-D3-K2-TROPFEN')
    const last = soldOut.configurable_options[0].values[2]
    const refused = await add(
      cartId,
      [{ sku: 'VIT-D3-K2-TROPFEN', quantity: 1, selected_options: [last.uid] }],
      'vitalis_en',
    )
    expect(refused.user_errors).toEqual([
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' },
    ])
    expect(refused.cart.total_quantity).toBe(0)
  })

  it('names the pack in English in the English view', async () => {
    const product = await family('VIT-C-1000')
    const cartId = await createGuestCart()
    const { cart } = await add(
      cartId,
      [
        {
          sku: 'VIT-C-1000',
          quantity: 1,
          selected_options: [product.configurable_options[0].values[0].uid],
        },
      ],
      'vitalis_en',
    )
    expect(cart.items[0].configurable_options[0]).toMatchObject({
      option_label: 'Pack size',
      value_label: '60 tablets',
    })
    expect(cart.items[0].configured_variant.name).toBe('Vitamin C 1000 Slow Release, 60 tablets')
  })
})
