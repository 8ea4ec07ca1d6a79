import { describe, expect, it } from 'vitest'
import { formatPrice } from './format-price'

const plain = (text: string) => text.replace(/\s/g, ' ')

describe('formatPrice', () => {
  it('formats in the locale and the price currency', () => {
    expect(plain(formatPrice({ value: 12.5, currency: 'EUR' }, 'de-DE', 'EUR'))).toBe('12,50 €')
    expect(formatPrice({ value: 12.5, currency: 'EUR' }, 'en-GB', 'EUR')).toBe('€12.50')
  })
  it('counts a missing price as 0 in the fallback currency', () => {
    expect(plain(formatPrice(null, 'de-DE', 'EUR'))).toBe('0,00 €')
    expect(plain(formatPrice({ value: null, currency: null }, 'de-DE', 'EUR'))).toBe('0,00 €')
  })
  it('never shows negative zero', () => {
    expect(plain(formatPrice({ value: -0, currency: 'EUR' }, 'de-DE', 'EUR'))).toBe('0,00 €')
  })
})
