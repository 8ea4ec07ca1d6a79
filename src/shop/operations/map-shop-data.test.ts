import { describe, expect, it } from 'vitest'
import { toShopCart } from './map-shop-data'

describe('toShopCart', () => {
  it('counts missing prices as 0 and skips null entries', () => {
    const cart = toShopCart({
      id: 'c1',
      items: [
        null,
        { uid: 'u1', quantity: 2, product: { id: 7, sku: 'S' }, prices: null, errors: [null] },
      ],
      applied_coupons: [null, { code: 'SAVE10' }],
      prices: null,
      shipping_addresses: [
        null,
        { country: { code: 'DE' }, postcode: null, selected_shipping_method: null },
      ],
    })
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({
      id: 'u1',
      quantity: 2,
      errors: [],
      product: { id: '7', cartImage: null },
    })
    expect(cart.items[0]?.prices.row_total_including_tax).toEqual({ value: 0, currency: '' })
    expect(cart.items[0]?.prices.price_including_tax).toEqual({ value: 0, currency: '' })
    expect(cart.coupons).toEqual(['SAVE10'])
    expect(cart.prices.grand_total).toEqual({ value: 0, currency: '' })
    expect(cart.shippingAddresses).toEqual([{ country: { code: 'DE' }, postcode: null }])
    expect(cart.shippingCost).toBeNull()
  })

  it("takes the shipping cost from the first address's selected method", () => {
    const cart = toShopCart({
      id: 'c1',
      shipping_addresses: [
        {
          country: { code: 'DE' },
          selected_shipping_method: { amount: { value: 4.95, currency: 'EUR' } },
        },
      ],
    })
    expect(cart.shippingCost).toEqual({ value: 4.95, currency: 'EUR' })
  })
})
