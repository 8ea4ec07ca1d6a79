import { describe, expect, it } from 'vitest'
import { checkoutUrl } from './checkout-url'
import { discountBadge, priceReduction, showFromLabel, showsFromLabel } from './prices'

const eur = (value: number) => ({ value, currency: 'EUR' })

const priced = (final: number, percentOff = 0, regular = final + percentOff / 10) => ({
  price_range: {
    minimum_price: {
      final_price: eur(final),
      regular_price: eur(regular),
      discount: { amount_off: regular - final, percent_off: percentOff },
    },
  },
  omnibus_price: null,
})

/** Magnesium 400 of the demo: 9,95 € now, 12,95 € regular, 11,95 € its lowest in 30 days. */
const reducedWithLow = (low: number | null, currency = 'EUR') => ({
  ...priced(9.95, 23.17, 12.95),
  omnibus_price: low === null ? null : { value: low, currency },
})

describe('discountBadge', () => {
  it.each([
    [0, null],
    [4.49, null],
    [4.5, '-5%'],
    [5, '-5%'],
    [12.6, '-13%'],
  ])('shows %s percent off as %s (no 30-day price: the shop percent)', (percent, badge) => {
    expect(discountBadge(priced(10, percent))).toBe(badge)
  })

  it('measures from the lowest price of the last 30 days, not the regular price', () => {
    // -17 % from 11,95 €, not Magento's -23 % from 12,95 € (§ 11 PAngV, ECJ C-330/23).
    expect(discountBadge(reducedWithLow(11.95))).toBe('-17%')
  })

  it('shows no badge when the price is not below its 30-day low', () => {
    expect(discountBadge(reducedWithLow(9.95))).toBeNull()
    expect(discountBadge(reducedWithLow(8.5))).toBeNull()
    // Under 5 % from the 30-day low: no badge, though 23 % below the regular price.
    expect(discountBadge(reducedWithLow(10.25))).toBeNull()
  })
})

describe('priceReduction', () => {
  it('is measured from the 30-day low where the shop states one', () => {
    const reduction = priceReduction(reducedWithLow(11.95))
    expect(reduction?.reference).toEqual(eur(11.95))
    expect(reduction?.percent).toBeCloseTo(16.74, 2)
  })

  it('is measured from the regular price with its percent where no 30-day price is known', () => {
    expect(priceReduction(reducedWithLow(null))).toEqual({
      reference: eur(12.95),
      percent: 23.17,
    })
  })

  it('is none when the reference is not above the final price or in another currency', () => {
    expect(priceReduction(reducedWithLow(9.95))).toBeNull()
    expect(priceReduction(reducedWithLow(11.95, 'USD'))).toBeNull()
    expect(priceReduction(priced(9.95))).toBeNull()
    expect(priceReduction({ ...priced(9.95), omnibus_price: eur(Number.NaN) })).toBeNull()
  })
})

describe('showFromLabel', () => {
  // The pack sizes of one product page.
  const page = [priced(9.95), priced(14.5), priced(19.9)]

  it('shows when prices differ and the product is not the most expensive', () => {
    expect(showFromLabel(priced(9.95), page)).toBe(true)
    expect(showFromLabel(priced(14.5), page)).toBe(true)
  })

  it('hides for the product with the highest final price', () => {
    expect(showFromLabel(priced(19.9), page)).toBe(false)
  })

  it('hides when all products of the page cost the same', () => {
    expect(showFromLabel(priced(9.95), [priced(9.95), priced(9.95)])).toBe(false)
    expect(showFromLabel(priced(9.95), [])).toBe(false)
  })
})

describe('showsFromLabel', () => {
  it('never shows on a simple product, the one shop product of its page', () => {
    expect(showsFromLabel(priced(9.95))).toBe(false)
    expect(showsFromLabel(priced(0))).toBe(false)
  })
})

describe('checkoutUrl', () => {
  it('hands over token and cart id to the shop host', () => {
    expect(checkoutUrl('https://shop.vitalis.de/', { token: 'abc', cartId: 'cart1' })).toBe(
      'https://shop.vitalis.de/cartmerge?token=abc&cartId=cart1',
    )
  })

  it('leaves out what is not present and adds paypalExpress=1 for express', () => {
    expect(
      checkoutUrl('https://shop.vitalis.de', { cartId: 'cart1', token: null, express: true }),
    ).toBe('https://shop.vitalis.de/cartmerge?cartId=cart1&paypalExpress=1')
    expect(checkoutUrl('https://shop.vitalis.de', {})).toBe('https://shop.vitalis.de/cartmerge')
  })

  it('encodes the values', () => {
    expect(checkoutUrl('https://s.test', { token: 'a+b/c=' })).toBe(
      'https://s.test/cartmerge?token=a%2Bb%2Fc%3D',
    )
  })
})
