import { describe, expect, it } from 'vitest'
import { CART_FIELDS, type Data, addItems, createGuestCart, failure, ok } from './helpers'

const APPLY = `mutation Apply($id: String!, $code: String!) {
  applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ${CART_FIELDS} } }
}`
const REMOVE = `mutation Remove($id: String!) {
  removeCouponFromCart(input: { cart_id: $id }) { cart { ${CART_FIELDS} } }
}`

const cartWith = async (items: { sku: string; quantity: number }[], brand = 'vitalis') => {
  const id = await createGuestCart(brand)
  await addItems(id, items, { brand })
  return id
}

describe('coupons', () => {
  it('VITAL10 takes 10 % off the items and shows in applied_coupons and discounts', async () => {
    const id = await cartWith([{ sku: 'VIT-D3-1000', quantity: 2 }])
    const { cart } = (await ok<Data>(APPLY, { id, code: 'VITAL10' })).applyCouponToCart
    expect(cart.applied_coupons).toEqual([{ code: 'VITAL10' }])
    expect(cart.prices).toMatchObject({
      subtotal_including_tax: { value: 19.9 },
      discounts: [{ amount: { value: 1.99, currency: 'EUR' }, label: '10 % Rabatt' }],
      grand_total: { value: 17.91 },
      applied_taxes: [{ amount: { value: 1.17 }, label: 'MwSt. 7 %' }],
    })
    expect(cart.items[0].prices.total_item_discount.value).toBe(1.99)
  })

  it('SPAR5 takes 5 € off, spread over the lines', async () => {
    const id = await cartWith([
      { sku: 'VIT-D3-1000', quantity: 1 },
      { sku: 'VIT-ZINK-C', quantity: 1 },
    ])
    const { cart } = (await ok<Data>(APPLY, { id, code: 'spar5' })).applyCouponToCart
    expect(cart.applied_coupons).toEqual([{ code: 'SPAR5' }])
    expect(cart.prices.discounts).toEqual([
      { amount: { value: 5, currency: 'EUR' }, label: '5 € Rabatt' },
    ])
    expect(cart.prices.grand_total.value).toBe(12.44)
    expect(cart.items.map((i: Data) => i.prices.total_item_discount.value)).toEqual([2.85, 2.15])
  })

  it('coupons exist per brand store', async () => {
    const id = await cartWith([{ sku: 'STO-ATEMFRISCH', quantity: 1 }], 'stozzon')
    const { cart } = (await ok<Data>(APPLY, { id, code: 'VITAL10' }, { brand: 'stozzon' }))
      .applyCouponToCart
    expect(cart.prices.grand_total.value).toBe(8.95)
  })

  it('an unknown or inactive code is graphql-input with Magento’s message', async () => {
    const id = await cartWith([{ sku: 'VIT-B12', quantity: 1 }])
    for (const code of ['NICHTDA', 'WINTER20']) {
      expect(await failure(APPLY, { id, code })).toEqual({
        category: 'graphql-input',
        message:
          'Dieser Gutscheincode ist nicht gültig. Bitte prüfen Sie ihn und versuchen Sie es noch einmal.',
        path: ['applyCouponToCart'],
      })
    }
  })

  it('one coupon at a time', async () => {
    const id = await cartWith([{ sku: 'VIT-B12', quantity: 1 }])
    await ok(APPLY, { id, code: 'VITAL10' })
    expect(await failure(APPLY, { id, code: 'SPAR5' })).toMatchObject({
      category: 'graphql-input',
      message:
        'Es ist bereits ein Gutschein eingelöst. Bitte entfernen Sie ihn, um einen anderen einzulösen.',
    })
  })

  it('an empty cart takes no coupon', async () => {
    const id = await createGuestCart()
    expect(await failure(APPLY, { id, code: 'VITAL10' })).toMatchObject({
      category: 'graphql-no-such-entity',
      message: 'Ihr Warenkorb ist leer.',
    })
  })

  it('removeCouponFromCart restores the prices', async () => {
    const id = await cartWith([{ sku: 'VIT-D3-1000', quantity: 2 }])
    await ok(APPLY, { id, code: 'VITAL10' })
    const { cart } = (await ok<Data>(REMOVE, { id })).removeCouponFromCart
    expect(cart.applied_coupons).toBeNull()
    expect(cart.prices.discounts).toBeNull()
    expect(cart.prices.grand_total.value).toBe(19.9)
  })

  it('on an unknown cart fails with graphql-no-such-entity', async () => {
    expect((await failure(REMOVE, { id: 'gone' })).category).toBe('graphql-no-such-entity')
  })
})
