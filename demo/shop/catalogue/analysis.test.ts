import { describe, expect, it } from 'vitest'
import type { Language } from '../store-views'
import { analyzer } from './analysis'
import { stem } from './stemming'

const words = (text: string, language: Language = 'de') =>
  analyzer(language)(text).terms.map((t) => t.word)

describe('the search analyzer', () => {
  it('folds case, accents and umlauts, written or transcribed in German', () => {
    expect(words('Omega-3 Fischöl')).toEqual(['omega', '3', 'fischol'])
    expect(words('FISCHOEL Folsaeure Folsäure Weißdorn Müsli Muesli')).toEqual([
      'fischol',
      'folsaure',
      'folsaure',
      'weissdorn',
      'musli',
      'musli',
    ])
    // After a vowel or q, "ue" is no umlaut.
    expect(words('Feuer Quelle')).toEqual(['feuer', 'quelle'])
    // English words are no transcriptions.
    expect(words('Blue Aloe', 'en')).toEqual(['blue', 'aloe'])
  })

  it('strips HTML and keeps abbreviations and grouped digits one word', () => {
    expect(words('<p>Vitamin D3 20.000 I.E. &amp; 1,5 mg</p>')).toEqual([
      'vitamin',
      'd3',
      '20000',
      'ie',
      '15',
      'mg',
    ])
    expect(words('Vitamin D3 20,000 IU', 'en')).toEqual(['vitamin', 'd3', '20000', 'iu'])
    // A comma and a space separate: these are two vitamins.
    expect(words('Vitamin C, D, Zink')).toEqual(['vitamin', 'c', 'd', 'zink'])
  })

  it('drops the view language’s stop words, but not a vitamin’s name', () => {
    expect(words('Zink und Vitamin C für die Abwehr')).toEqual(['zink', 'vitamin', 'c', 'abwehr'])
    expect(words('Zinc and vitamin C for the immune system', 'en')).toEqual([
      'zinc',
      'vitamin',
      'c',
      'immune',
      'system',
    ])
    expect(words('Vitamin A', 'en')).toEqual(['vitamin', 'a'])
  })

  it('answers the same analysis for the same text', () => {
    const analyse = analyzer('de')
    expect(analyse('Magnesium Kapseln')).toBe(analyse('Magnesium Kapseln'))
    expect([...analyse('Magnesium Kapseln').stems]).toEqual(['magnesium', 'kapsel'])
  })
})

describe('light stemming', () => {
  it.each([
    ['kapseln', 'kapsel'],
    ['tabletten', 'tablette'],
    ['vitamine', 'vitamin'],
    ['vitamins', 'vitaminen'],
    ['kinder', 'kindern'],
    ['tropfen', 'tropf'],
  ])('meets German forms: %s = %s', (a, b) => {
    expect(stem(a, 'de')).toBe(stem(b, 'de'))
  })

  it.each([
    ['vitamins', 'vitamin'],
    ['capsules', 'capsule'],
    ['tablets', 'tablet'],
    ['berries', 'berry'],
  ])('meets English plurals: %s = %s', (a, b) => {
    expect(stem(a, 'en')).toBe(stem(b, 'en'))
  })

  it('leaves codes, numbers and words without an ending as they are', () => {
    expect(['d3', 'b12', '1000', 'magnesium', 'zink'].map((w) => stem(w, 'de'))).toEqual([
      'd3',
      'b12',
      '1000',
      'magnesium',
      'zink',
    ])
    expect(['glass', 'virus', 'shoes', 'magnesium'].map((w) => stem(w, 'en'))).toEqual([
      'glass',
      'virus',
      'shoes',
      'magnesium',
    ])
  })
})
