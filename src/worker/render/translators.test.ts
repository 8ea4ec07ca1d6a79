import { describe, expect, it } from 'vitest'
import { sharedTranslator } from './translators'

/** A file name per content, as the worker names the texts' file (loaders/interface-texts.ts). */
const shared = (locale: string, texts: Record<string, string>) =>
  sharedTranslator(locale, `/_texts/${locale}/${JSON.stringify(texts)}.json`, texts)

describe('sharedTranslator', () => {
  it('translates with the texts it was made for', () => {
    const { t } = shared('de', {
      'message.cart.add': 'Hinzugefügt',
      'cart.items': '{{count}} Artikel',
    })
    expect(t('message.cart.add')).toBe('Hinzugefügt')
    expect(t('cart.items', { count: 2 })).toBe('2 Artikel')
  })

  it('shares one instance and its results for the same texts file, whatever object its texts arrive as (each request merges its own)', () => {
    const first = shared('de', { 'header.cart': 'Korb' })
    const second = shared('de', JSON.parse('{"header.cart":"Korb"}') as Record<string, string>)
    expect(second).toBe(first)
    expect(second.results).toBe(first.results)
  })

  it('never answers with another locale or other texts: new CMS texts get their own instance', () => {
    const before = shared('de', { 'header.cart': 'Korb' })
    const edited = shared('de', { 'header.cart': 'Warenkorb' })
    const english = shared('en', { 'header.cart': 'Korb' })
    expect(edited).not.toBe(before)
    expect(edited.t('header.cart')).toBe('Warenkorb')
    expect(english).not.toBe(before)
  })

  it('keeps translating correctly when more text sets come than it keeps', () => {
    for (let index = 0; index < 40; index += 1) {
      expect(shared('de', { 'header.cart': `Text ${index}` }).t('header.cart')).toBe(
        `Text ${index}`,
      )
    }
    expect(shared('de', { 'header.cart': 'Text 0' }).t('header.cart')).toBe('Text 0')
  })
})
