import { describe, expect, it } from 'vitest'
import type { Product, ProductSize } from '../types'
import { asListed, cartItemInputOf, chosenSize, inSize, shownSize, skusShown } from './pack-sizes'
import { showsFromLabel } from './prices'

const product = (sku: string, final: number, inStock = true): Product => ({
  id: sku,
  sku,
  name: sku,
  cartImage: null,
  base_unit_string: null,
  price_range: {
    minimum_price: {
      final_price: { value: final, currency: 'EUR' },
      regular_price: { value: final, currency: 'EUR' },
      discount: { amount_off: 0, percent_off: 0 },
    },
  },
  omnibus_price: null,
  stock_status: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
  size: null,
  product_line: 'Vitalis Herz',
  dh_product_type: null,
  pim_id: null,
})

const size = (label: string, sku: string, final: number, inStock = true): ProductSize => ({
  uid: btoa(`configurable/93/${sku}`),
  label,
  product: product(sku, final, inStock),
})

const family = (...sizes: ProductSize[]): Product => ({
  ...product(
    'OMEGA',
    Math.min(...sizes.map((s) => s.product.price_range.minimum_price.final_price.value)),
  ),
  name: 'Omega-3',
  url_key: 'omega-3',
  cartImage: { url: '/omega.svg', label: 'Omega-3' },
  sizes,
})

describe('chosenSize', () => {
  const omega = family(
    size('60 Kapseln', 'OMEGA-60', 9.95, false),
    size('120 Kapseln', 'OMEGA-120', 17.95),
    size('240 Kapseln', 'OMEGA-240', 32.95),
  )

  it('takes the size the address names', () => {
    expect(chosenSize(omega, 'OMEGA-240')?.label).toBe('240 Kapseln')
  })

  it('takes the first size in stock without one, or with one the family does not have', () => {
    expect(chosenSize(omega)?.label).toBe('120 Kapseln')
    expect(chosenSize(omega, 'VIT-D3')?.label).toBe('120 Kapseln')
  })

  it('names a size out of stock when the address names it, and the first when all are', () => {
    expect(chosenSize(omega, 'OMEGA-60')?.label).toBe('60 Kapseln')
    const soldOut = family(size('60', 'A', 1, false), size('120', 'B', 2, false))
    expect(chosenSize(soldOut)?.product.sku).toBe('A')
  })

  it('is null for a product sold in one size', () => {
    expect(chosenSize(product('VIT-D3', 9.95))).toBeNull()
  })
})

describe('inSize', () => {
  const omega = family(
    size('60 Kapseln', 'OMEGA-60', 9.95),
    size('120 Kapseln', 'OMEGA-120', 17.95),
  )

  it("shows the size's sku, price and label under the family's name, address and picture", () => {
    const shown = inSize(omega, omega.sizes?.[1] ?? null)
    expect(shown).toMatchObject({
      sku: 'OMEGA-120',
      name: 'Omega-3',
      url_key: 'omega-3',
      size: '120 Kapseln',
      cartImage: { url: '/omega.svg' },
      product_line: 'Vitalis Herz',
      configured: { parentSku: 'OMEGA', optionUid: omega.sizes?.[1]?.uid },
    })
    expect(shown.price_range.minimum_price.final_price.value).toBe(17.95)
    expect(shown.sizes).toBe(omega.sizes)
  })

  it('leaves a product sold in one size as it is', () => {
    const single = product('VIT-D3', 9.95)
    expect(inSize(single, null)).toBe(single)
    expect(shownSize(single)).toBe(single)
  })
})

describe('cartItemInputOf', () => {
  it("adds a family's size by the family's sku with the size's option, as Magento takes it", () => {
    const omega = family(size('60 Kapseln', 'OMEGA-60', 9.95))
    expect(cartItemInputOf(shownSize(omega), 2)).toEqual({
      sku: 'OMEGA',
      quantity: 2,
      selected_options: [btoa('configurable/93/OMEGA-60')],
    })
  })

  it('adds a product sold alone by its sku', () => {
    expect(cartItemInputOf(product('VIT-D3', 9.95), 1)).toEqual({ sku: 'VIT-D3', quantity: 1 })
  })
})

describe("the 'from' rule over a family (SPEC.md section 5)", () => {
  const omega = family(
    size('60 Kapseln', 'OMEGA-60', 9.95),
    size('120 Kapseln', 'OMEGA-120', 17.95),
    size('240 Kapseln', 'OMEGA-240', 32.95, false),
  )
  const shown = (sku: string) => inSize(omega, chosenSize(omega, sku))

  it('shows for every size but the most expensive when prices differ', () => {
    expect(showsFromLabel(shown('OMEGA-60'))).toBe(true)
    expect(showsFromLabel(shown('OMEGA-120'))).toBe(true)
    expect(showsFromLabel(shown('OMEGA-240'))).toBe(false)
  })

  it('counts a size out of stock: it is still one of the enabled shop products of the page', () => {
    const dearestSoldOut = family(size('60', 'A', 9.95), size('120', 'B', 17.95, false))
    expect(showsFromLabel(shownSize(dearestSoldOut))).toBe(true)
  })

  it('never shows for a family of one price, or a product sold in one size', () => {
    const equal = family(size('Dose', 'A', 4.95), size('Beutel', 'B', 4.95))
    expect(showsFromLabel(shownSize(equal))).toBe(false)
    expect(showsFromLabel(inSize(equal, equal.sizes?.[1] ?? null))).toBe(false)
    expect(showsFromLabel(product('VIT-D3', 9.95))).toBe(false)
  })
})

describe('asListed', () => {
  const omega = family(
    size('60 Kapseln', 'OMEGA-60', 9.95, false),
    size('120 Kapseln', 'OMEGA-120', 17.95),
    size('240 Kapseln', 'OMEGA-240', 32.95),
  )

  it('is the family in the size its tile shows, with the highest price of its sizes', () => {
    const listed = asListed(omega)
    expect(listed).toEqual({
      ...inSize(omega, omega.sizes?.[1] ?? null),
      sizes: undefined,
      dearestSizePrice: 32.95,
    })
    expect(listed).not.toHaveProperty('sizes')
    // Already in its size: the tile shows it as it is.
    expect(shownSize(listed)).toBe(listed)
  })

  it('weighs the same for a family of two sizes or of twenty', () => {
    const many = (count: number) =>
      family(...Array.from({ length: count }, (_, n) => size(`${n + 1} × 30`, `F-${n}`, 10 + n)))
    expect(JSON.stringify(asListed(many(20))).length).toBe(JSON.stringify(asListed(many(2))).length)
  })

  it('shows on its tile exactly what the whole family shows, whatever its prices and stock', () => {
    // What a tile reads of the family in the size it shows (its sizes and highest price are
    // only for the rule).
    const tile = (shown: Product) => ({ ...shown, sizes: undefined, dearestSizePrice: undefined })
    // Every family of three sizes at two prices, each size in or out of stock.
    for (let mask = 0; mask < 64; mask += 1) {
      const sizes = [0, 1, 2].map((n) =>
        size(`${n}`, `S-${n}`, mask & (1 << n) ? 17.95 : 9.95, (mask & (8 << n)) === 0),
      )
      const whole = family(...sizes)
      const listed = asListed(whole)
      expect(tile(shownSize(listed)), `mask ${mask}`).toEqual(tile(shownSize(whole)))
      expect(showsFromLabel(shownSize(listed)), `mask ${mask}`).toBe(
        showsFromLabel(shownSize(whole)),
      )
    }
  })

  it('leaves a product sold in one size as it is', () => {
    const single = product('VIT-D3', 9.95)
    expect(asListed(single)).toBe(single)
  })
})

describe('skusShown', () => {
  it("names a family's sizes beside it, so a purge by a size's sku finds its pages", () => {
    const omega = family(size('60', 'OMEGA-60', 9.95), size('120', 'OMEGA-120', 17.95))
    expect(skusShown(omega)).toEqual(['OMEGA', 'OMEGA-60', 'OMEGA-120'])
    expect(skusShown(product('VIT-D3', 9.95))).toEqual(['VIT-D3'])
  })
})
