import { describe, expect, it } from 'vitest'
import { sharedTranslator } from './translators'

/** A file name per content, as the worker names the texts' file (routes/interface-texts.ts). */
const shared = (locale: string, texts: Record<string, string>) =>
  sharedTranslator(locale, `/_texts/${locale}/${JSON.stringify(texts)}.json`, texts)

describe('sharedTranslator', () => {
  it('translates with the texts it was made for, the fallback for the rest', () => {
    const t = shared('de', { 'message.cart.add': 'Hinzugefügt' })
    expect(t('message.cart.add')).toBe('Hinzugefügt')
    expect(t('header.cart', 'Warenkorb')).toBe('Warenkorb')
  })

  it('shares one instance for the same texts file, whatever object its texts arrive as (each request merges its own)', () => {
    const first = shared('de', { 'header.cart': 'Korb' })
    const second = shared('de', JSON.parse('{"header.cart":"Korb"}') as Record<string, string>)
    expect(second).toBe(first)
  })

  it('never answers with another locale or other texts: new CMS texts get their own instance', () => {
    const before = shared('de', { 'header.cart': 'Korb' })
    const edited = shared('de', { 'header.cart': 'Warenkorb' })
    const english = shared('en', { 'header.cart': 'Korb' })
    expect(edited).not.toBe(before)
    expect(edited('header.cart')).toBe('Warenkorb')
    expect(english).not.toBe(before)
  })

  it('keeps translating correctly when more text sets come than it keeps', () => {
    for (let index = 0; index < 40; index += 1) {
      expect(shared('de', { key: `Text ${index}` })('key')).toBe(`Text ${index}`)
    }
    expect(shared('de', { key: 'Text 0' })('key')).toBe('Text 0')
  })
})

describe('sharedTranslator remembering results', () => {
  const texts = { 'cart.items': '{{count}} Artikel', greeting: 'Hallo {{name}}' }

  it('answers the same as i18next for repeated and interpolated calls', () => {
    const t = shared('de', texts)
    expect(t('cart.items', { count: 2 })).toBe('2 Artikel')
    expect(t('cart.items', { count: 3 })).toBe('3 Artikel')
    expect(t('cart.items', { count: 2 })).toBe('2 Artikel')
    expect(t('missing', 'Fallback')).toBe('Fallback')
    expect(t('missing', 'Other fallback')).toBe('Other fallback')
  })

  it('passes calls with nested objects straight through, unremembered', () => {
    const t = shared('de', texts)
    const first = { name: { toString: () => 'Jana' } }
    expect(t('greeting', first as never)).toBe('Hallo Jana')
    expect(t('greeting', { name: { toString: () => 'Ute' } } as never)).toBe('Hallo Ute')
  })
})
