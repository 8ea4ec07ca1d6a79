import { describe, expect, it } from 'vitest'
import { checkAddress, checkCouponCode, checkQuantity } from './validation'
import { isValidPostcode } from './validation-rules'

describe('cart input validation', () => {
  it.each([1, 2, 999])('accepts quantity %s', (quantity) => {
    expect(checkQuantity(quantity)).toEqual({ ok: true, value: quantity })
  })

  it.each([0, -3, 2.5, 1000, '2', Number.POSITIVE_INFINITY])('refuses quantity %s', (quantity) => {
    expect(checkQuantity(quantity)).toEqual({ ok: false, field: 'quantity' })
  })

  it.each(['SAVE10', 'a-b_c', 'x'.repeat(64)])('accepts coupon code %s', (code) => {
    expect(checkCouponCode(code).ok).toBe(true)
  })

  it.each([
    ['DE', '10115', true],
    ['de', '01067', true],
    ['DE', '1011', false],
    ['AT', '1010', true],
    ['AT', '10100', false],
    ['CH', '8001', true],
    ['CH', '800', false],
    ['NL', '1012 AB', true],
    ['GB', 'SW1A-1AA', true],
    ['FR', 'A', false],
    ['FR', '12345678901', false],
  ])('judges %s postcode %j as %s', (country, postcode, valid) => {
    expect(isValidPostcode(country, postcode)).toBe(valid)
  })

  it('upper-cases the country and names the failing field', () => {
    expect(checkAddress({ countryCode: 'de', postcode: ' 10115 ' })).toEqual({
      ok: true,
      value: { countryCode: 'DE', postcode: '10115' },
    })
    expect(checkAddress({ countryCode: 'DEU', postcode: '10115' })).toEqual({
      ok: false,
      field: 'country',
    })
    expect(checkAddress({ countryCode: 'DE', postcode: 'abc' })).toEqual({
      ok: false,
      field: 'postcode',
    })
  })

  it('takes an address without a postcode: Magento estimates a whole country', () => {
    expect(checkAddress({ countryCode: 'AT', postcode: '  ' })).toEqual({
      ok: true,
      value: { countryCode: 'AT', postcode: '' },
    })
  })
})
