import { describe, expect, it } from 'vitest'
import { createI18n } from './create-i18n'

describe('createI18n', () => {
  it('translates flat dotted keys when the texts hold them', () => {
    const i18n = createI18n('de', { 'message.cart.add': 'In den Warenkorb gelegt' })
    expect(i18n.t('message.cart.add')).toBe('In den Warenkorb gelegt')
  })
  it('fills the values into the text', () => {
    const i18n = createI18n('de', { 'cart.items': '{{count}} Artikel' })
    expect(i18n.t('cart.items', { count: 3 })).toBe('3 Artikel')
  })
})
