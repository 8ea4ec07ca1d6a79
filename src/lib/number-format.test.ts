import { describe, expect, it } from 'vitest'
import { formatPrice } from './format-price'
import { numberFormat, numberLocale } from './number-format'

describe('numberLocale', () => {
  it("keeps a page in its country's language as it is", () => {
    expect(numberLocale('de-DE')).toBe('de-DE')
    expect(numberLocale('de-AT')).toBe('de-AT')
    expect(numberLocale('en-GB')).toBe('en-GB')
  })

  it("follows the language where it is not the country's", () => {
    expect(numberLocale('en-DE')).toBe('en')
    expect(numberLocale('en-AT')).toBe('en')
  })

  it('passes a tag it cannot read on unchanged', () => {
    expect(numberLocale('not a tag')).toBe('not a tag')
  })
})

describe('numberFormat', () => {
  it("writes an English page's numbers in English, in Germany too", () => {
    expect(numberFormat('en-DE', { maximumFractionDigits: 1 }).format(0.5)).toBe('0.5')
    expect(numberFormat('de-DE', { maximumFractionDigits: 1 }).format(0.5)).toBe('0,5')
    // Prices and numbers of one page agree.
    expect(formatPrice({ value: 1234.5, currency: 'EUR' }, 'en-DE', 'EUR')).toBe('€1,234.50')
    expect(formatPrice({ value: 1234.5, currency: 'EUR' }, 'de-DE', 'EUR')).toBe('1.234,50\u00a0€')
  })
})
