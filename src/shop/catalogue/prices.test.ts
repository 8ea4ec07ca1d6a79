import { describe, expect, it } from 'vitest'
import { checkoutUrl } from './checkout-url'
import { discountBadge, showFromLabel, showsFromLabel } from './prices'

const priced = (final: number, percentOff = 0) => ({
  price_range: {
    minimum_price: {
      final_price: { value: final, currency: 'EUR' },
      regular_price: { value: final, currency: 'EUR' },
      discount: { amount_off: 0, percent_off: percentOff },
    },
  },
})

describe('discountBadge', () => {
  it.each([
    [0, null],
    [4.49, null],
    [4.5, '-5%'],
    [5, '-5%'],
    [12.6, '-13%'],
  ])('shows %s percent off as %s', (percent, badge) => {
    expect(discountBadge(priced(10, percent))).toBe(badge)
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
