import { describe, expect, it } from 'vitest'
import { DE } from './de'
import { ECOMMERCE_PHRASES, ecommerceTexts } from './ecommerce-texts'
import { EN } from './en'
import { interfaceLanguage, mergeInterfaceTexts } from './interface-texts'

describe('interfaceLanguage', () => {
  it('gives German texts to German and English texts to every other language', () => {
    expect(interfaceLanguage('de')).toBe('de')
    expect(interfaceLanguage('DE')).toBe('de')
    expect(interfaceLanguage('en')).toBe('en')
    expect(interfaceLanguage('pl')).toBe('en')
    expect(interfaceLanguage('')).toBe('en')
  })
})

describe('mergeInterfaceTexts', () => {
  it("gives the storefront's own texts of the language when the CMS sends none", () => {
    expect(mergeInterfaceTexts('de', {})).toMatchObject(DE)
    expect(mergeInterfaceTexts('en', {})).toMatchObject(EN)
    expect(mergeInterfaceTexts('fr', {})['header.cart']).toBe(EN['header.cart'])
  })

  it('lets a CMS text win over the storefront text of its key, key by key', () => {
    const texts = mergeInterfaceTexts('en', { 'header.cart': 'Basket', 'promo.banner': 'Sale' })
    expect(texts['header.cart']).toBe('Basket')
    expect(texts['header.menu']).toBe(EN['header.menu'])
    expect(texts['promo.banner']).toBe('Sale')
  })

  it('keeps the storefront text when the CMS sends an empty one', () => {
    expect(mergeInterfaceTexts('de', { 'header.cart': '' })['header.cart']).toBe('Warenkorb')
  })

  it('does not change the texts of the next page', () => {
    mergeInterfaceTexts('de', { 'header.cart': 'Korb' })
    expect(mergeInterfaceTexts('de', {})['header.cart']).toBe('Warenkorb')
  })
})

describe('ecommerceTexts', () => {
  it("has German and English for every Magento phrase, with the phrase's placeholders only", () => {
    for (const language of ['de', 'en'] as const) {
      const texts = ecommerceTexts(language)
      for (const phrase of ECOMMERCE_PHRASES) {
        const text = texts[`ecommerce.${phrase}`]
        expect(text, `${language}: ${phrase}`).toMatch(/\S/)
        for (const [placeholder] of text!.matchAll(/%\d/g))
          expect(phrase, `${language}: ${phrase}`).toContain(placeholder)
      }
    }
  })

  it('is part of the merged texts of a language', () => {
    const phrase = "The coupon code isn't valid. Verify the code and try again."
    expect(mergeInterfaceTexts('de', {})[`ecommerce.${phrase}`]).toMatch(/Gutscheincode/)
  })
})
