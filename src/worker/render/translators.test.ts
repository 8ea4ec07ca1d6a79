import { describe, expect, it } from 'vitest'
import { sharedTranslator } from './translators'

describe('sharedTranslator', () => {
  it('translates with the texts it was made for, the fallback for the rest', () => {
    const t = sharedTranslator('de', { 'message.cart.add': 'Hinzugefügt' })
    expect(t('message.cart.add')).toBe('Hinzugefügt')
    expect(t('header.cart', 'Warenkorb')).toBe('Warenkorb')
  })

  it('shares one instance for equal texts arriving as different objects (each request parses its own)', () => {
    const first = sharedTranslator('de', { 'header.cart': 'Korb' })
    const second = sharedTranslator(
      'de',
      JSON.parse('{"header.cart":"Korb"}') as Record<string, string>,
    )
    expect(second).toBe(first)
  })

  it('never answers with another locale or other texts: new CMS texts get their own instance', () => {
    const before = sharedTranslator('de', { 'header.cart': 'Korb' })
    const edited = sharedTranslator('de', { 'header.cart': 'Warenkorb' })
    const english = sharedTranslator('en', { 'header.cart': 'Korb' })
    expect(edited).not.toBe(before)
    expect(edited('header.cart')).toBe('Warenkorb')
    expect(english).not.toBe(before)
  })

  it('keeps translating correctly when more text sets come than it keeps', () => {
    for (let index = 0; index < 40; index += 1) {
      expect(sharedTranslator('de', { key: `Text ${index}` })('key')).toBe(`Text ${index}`)
    }
    expect(sharedTranslator('de', { key: 'Text 0' })('key')).toBe('Text 0')
  })
})

describe('sharedTranslator remembering results', () => {
  const texts = { 'cart.items': '{{count}} Artikel', greeting: 'Hallo {{name}}' }

  it('answers the same as i18next for repeated and interpolated calls', () => {
    const t = sharedTranslator('de', texts)
    expect(t('cart.items', { count: 2 })).toBe('2 Artikel')
    expect(t('cart.items', { count: 3 })).toBe('3 Artikel')
    expect(t('cart.items', { count: 2 })).toBe('2 Artikel')
    expect(t('missing', 'Fallback')).toBe('Fallback')
    expect(t('missing', 'Other fallback')).toBe('Other fallback')
  })

  it('passes calls with nested objects straight through, unremembered', () => {
    const t = sharedTranslator('de', texts)
    const first = { name: { toString: () => 'Jana' } }
    expect(t('greeting', first as never)).toBe('Hallo Jana')
    expect(t('greeting', { name: { toString: () => 'Ute' } } as never)).toBe('Hallo Ute')
  })
})
