import { describe, expect, it } from 'vitest'
import { fallbackT } from './i18n'

describe('fallbackT', () => {
  it('gives the fallback text, or the key without one', () => {
    expect(fallbackT('header.cart', 'Warenkorb')).toBe('Warenkorb')
    expect(fallbackT('header.cart', { defaultValue: 'Warenkorb' })).toBe('Warenkorb')
    expect(fallbackT('header.cart')).toBe('header.cart')
  })

  it('fills {{name}} from the values, as i18next would', () => {
    expect(fallbackT('order.title', 'Bestellung {{number}}', { number: '000012' })).toBe(
      'Bestellung 000012',
    )
    expect(fallbackT('order.title', { defaultValue: 'Bestellung {{ number }}', number: 7 })).toBe(
      'Bestellung 7',
    )
    expect(fallbackT('order.title', 'Bestellung {{number}}')).toBe('Bestellung {{number}}')
  })
})
