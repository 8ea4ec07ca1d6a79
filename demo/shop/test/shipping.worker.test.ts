import { describe, expect, it } from 'vitest'
import { CART_FIELDS, CART_QUERY, type Data, addItems, createGuestCart, ok } from './helpers'

const METHODS = `mutation Methods($input: EstimateTotalsInput!) {
  estimateShippingMethods(input: $input) {
    carrier_code method_code carrier_title method_title available
    amount { value currency } price_incl_tax { value } price_excl_tax { value }
  }
}`
const TOTALS = `mutation Totals($input: EstimateTotalsInput!) {
  estimateTotals(input: $input) { cart { ${CART_FIELDS} } }
}`

const cartWith = async (items: { sku: string; quantity: number }[], coupon?: string) => {
  const id = await createGuestCart()
  await addItems(id, items)
  if (coupon) {
    await ok(
      'mutation A($id: String!, $c: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $c }) { cart { id } } }',
      { id, c: coupon },
    )
  }
  return id
}

const methods = async (id: string, country: string, postcode = '10115') =>
  (
    await ok<Data>(METHODS, {
      input: { cart_id: id, address: { country_code: country, postcode } },
    })
  ).estimateShippingMethods

describe('estimateShippingMethods', () => {
  it('offers standard (4.95 €) and express (9.95 €) shipping in Germany, VAT included', async () => {
    const id = await cartWith([{ sku: 'VIT-D3-1000', quantity: 1 }])
    expect(await methods(id, 'DE')).toEqual([
      {
        carrier_code: 'flatrate',
        method_code: 'flatrate',
        carrier_title: 'Standardversand',
        method_title: 'DHL Paket',
        available: true,
        amount: { value: 4.95, currency: 'EUR' },
        price_incl_tax: { value: 4.95 },
        price_excl_tax: { value: 4.63 },
      },
      {
        carrier_code: 'express',
        method_code: 'express',
        carrier_title: 'Expressversand',
        method_title: 'DHL Express (1 Werktag)',
        available: true,
        amount: { value: 9.95, currency: 'EUR' },
        price_incl_tax: { value: 9.95 },
        price_excl_tax: { value: 9.3 },
      },
    ])
  })

  it('ships for free from 49 € of goods; express still costs', async () => {
    const id = await cartWith([{ sku: 'VIT-OMEGA3', quantity: 3 }])
    const [standard, express] = await methods(id, 'DE')
    expect(standard.amount.value).toBe(0)
    expect(express.amount.value).toBe(9.95)
  })

  it('measures the free-shipping threshold after the discount', async () => {
    const id = await cartWith([{ sku: 'VIT-OMEGA3', quantity: 3 }], 'VITAL10')
    const [standard] = await methods(id, 'DE')
    expect(standard.amount.value).toBe(4.95)
  })

  it('charges 6.95 € to Austria, without express', async () => {
    const id = await cartWith([{ sku: 'VIT-D3-1000', quantity: 1 }])
    const list = await methods(id, 'AT', '1010')
    expect(list.map((m: Data) => [m.carrier_code, m.amount.value, m.price_excl_tax.value])).toEqual(
      [['flatrate', 6.95, 6.32]],
    )
  })

  it('gives an empty list for a country the shop does not ship to, and for an empty cart', async () => {
    const id = await cartWith([{ sku: 'VIT-D3-1000', quantity: 1 }])
    expect(await methods(id, 'CH', '8001')).toEqual([])
    expect(await methods(await createGuestCart(), 'DE')).toEqual([])
  })

  it('does not store the address on the cart', async () => {
    const id = await cartWith([{ sku: 'VIT-D3-1000', quantity: 1 }])
    await methods(id, 'DE')
    expect((await ok<Data>(CART_QUERY, { id })).cart.shipping_addresses).toEqual([])
  })
})

describe('estimateTotals', () => {
  it('sets address and method on the cart and adds shipping to the grand total', async () => {
    const id = await cartWith([{ sku: 'VIT-D3-1000', quantity: 2 }])
    const input = {
      cart_id: id,
      address: { country_code: 'DE', postcode: '10115' },
      shipping_method: { carrier_code: 'flatrate', method_code: 'flatrate' },
    }
    const { cart } = (await ok<Data>(TOTALS, { input })).estimateTotals
    expect(cart.prices).toMatchObject({
      subtotal_including_tax: { value: 19.9 },
      grand_total: { value: 24.85 },
      applied_taxes: [{ amount: { value: 1.62 }, label: 'MwSt. 7 %' }],
    })
    expect(cart.shipping_addresses).toEqual([
      {
        country: { code: 'DE' },
        postcode: '10115',
        selected_shipping_method: {
          carrier_code: 'flatrate',
          method_code: 'flatrate',
          amount: { value: 4.95 },
        },
        available_shipping_methods: [
          { carrier_code: 'flatrate', method_code: 'flatrate', amount: { value: 4.95 } },
          { carrier_code: 'express', method_code: 'express', amount: { value: 9.95 } },
        ],
      },
    ])
    const again = await ok<Data>(CART_QUERY, { id })
    expect(again.cart.prices.grand_total.value).toBe(24.85)
  })

  it('applies Austrian VAT (10 %) to goods and shipping', async () => {
    const id = await cartWith([{ sku: 'VIT-D3-1000', quantity: 2 }])
    const input = {
      cart_id: id,
      address: { country_code: 'AT', postcode: '1010' },
      shipping_method: { carrier_code: 'flatrate', method_code: 'flatrate' },
    }
    const { cart } = (await ok<Data>(TOTALS, { input })).estimateTotals
    expect(cart.prices).toMatchObject({
      grand_total: { value: 26.85 },
      subtotal_including_tax: { value: 19.9 },
      subtotal_excluding_tax: { value: 18.09 },
      applied_taxes: [{ amount: { value: 2.44 }, label: 'USt. 10 %' }],
    })
  })

  it('ignores a method that is not offered at the address', async () => {
    const id = await cartWith([{ sku: 'VIT-D3-1000', quantity: 1 }])
    const input = {
      cart_id: id,
      address: { country_code: 'AT', postcode: '1010' },
      shipping_method: { carrier_code: 'express', method_code: 'express' },
    }
    const { cart } = (await ok<Data>(TOTALS, { input })).estimateTotals
    expect(cart.shipping_addresses[0].selected_shipping_method).toBeNull()
    expect(cart.prices.grand_total.value).toBe(9.95)
  })

  it('drops the cost when free shipping is reached and keeps the chosen method', async () => {
    const id = await cartWith([{ sku: 'VIT-D3-1000', quantity: 1 }])
    const input = {
      cart_id: id,
      address: { country_code: 'DE', postcode: '10115' },
      shipping_method: { carrier_code: 'flatrate', method_code: 'flatrate' },
    }
    await ok(TOTALS, { input })
    const { cart } = await addItems(id, [{ sku: 'VIT-D3-1000', quantity: 4 }])
    expect(cart.prices.subtotal_including_tax.value).toBe(49.75)
    expect(cart.shipping_addresses[0].selected_shipping_method.amount.value).toBe(0)
    expect(cart.prices.grand_total.value).toBe(49.75)
  })
})
