import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../lib/format-price'
import { parseBasePrice } from './use-base-price'

describe('parseBasePrice', () => {
  it.each([
    ['331,67 € / 1 kg', 331.67, '1 kg'],
    ['1.663,33 € / 1 kg', 1663.33, '1 kg'],
    ['21,95 € / 1 l', 21.95, '1 l'],
    [' 9,90 EUR/100 g ', 9.9, '100 g'],
  ])('reads %j', (text, value, unit) => {
    expect(parseBasePrice(text)).toEqual({ value, unit })
  })
  it.each(['€9.95 / 1 kg', 'ab 3 € pro Tag', '', '12,5 € / kg', '1,00 € /'])(
    'leaves %j to be shown as it came',
    (text) => {
      expect(parseBasePrice(text)).toBeNull()
    },
  )
  it('gives the amount that the page format then shows like every other price', () => {
    const parsed = parseBasePrice('1.663,33 € / 1 kg')!
    expect(formatPrice({ value: parsed.value, currency: 'EUR' }, 'en-DE', 'EUR')).toBe('€1,663.33')
    expect(formatPrice({ value: parsed.value, currency: 'EUR' }, 'de-DE', 'EUR')).toBe(
      '1.663,33\u00a0€',
    )
  })
})
