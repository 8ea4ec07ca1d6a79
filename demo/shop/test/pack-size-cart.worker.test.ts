import { describe, expect, it } from 'vitest'
import { type Data, createGuestCart, gql, ok } from './helpers'
import { VALUE, family, uid } from './pack-size-queries'

/** A pack size in the cart: added by selected_options or parent_sku, a ConfigurableCartItem. */

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
