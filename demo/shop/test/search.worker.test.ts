import { describe, expect, it } from 'vitest'
import { type Data, ok } from './helpers'

/** Shoppers' searches over the Vitalis catalogue of demo/migrations, in both store views. */

const SEARCH = `query Search($search: String) {
  products(search: $search, pageSize: 100) { total_count items { sku name } }
}`

const VIEWS = [
  ['German', 'vitalis_de'],
  ['English', 'vitalis_en'],
] as const

/** The skus found, best first. */
const search = async (text: string, store: string): Promise<string[]> =>
  (await ok<Data>(SEARCH, { search: text }, { store })).products.items.map((p: Data) => p.sku)

/** Every Vitalis product named "D3" (0002_seed.sql, 0008_catalogue.sql). */
const D3 = [
  'VIT-D3-1000',
  'VIT-K2-D3',
  'VIT-D3-K2-TROPFEN',
  'VIT-D3-20000',
  'VIT-CALCIUM',
  'VIT-KIDS-D3',
]
const OMEGA_3 = ['VIT-OMEGA3', 'VIT-OMEGA3-VEGAN']
const MAGNESIUM = ['VIT-MG-400', 'VIT-MG-BRAUSE', 'VIT-MELISSE', 'VIT-MAGNESIUM-SPRAY']

describe.each(VIEWS)('searching the %s view', (_, store) => {
  it('finds every D3 product for "vitamin d", before the one only listing vitamin D', async () => {
    const skus = await search('vitamin d', store)
    expect(skus.slice(0, D3.length).sort()).toEqual([...D3].sort())
    // "Vitamin C, D, Zink und Selen" / "Vitamin C, D, zinc and selenium".
    expect(skus.slice(D3.length)).toEqual(['VIT-IMMUN-KOMPLEX'])
  })

  it('does not read "d" as the beginning of any word (Depot, Drops)', async () => {
    const skus = await search('vitamin d', store)
    expect(skus).not.toContain('VIT-C-1000')
    expect(skus).not.toContain('VIT-B12')
  })

  it('puts Magnesium 400 first for "magnesium 400"', async () => {
    expect((await search('magnesium 400', store))[0]).toBe('VIT-MG-400')
  })

  it('finds the omega-3 products for "omega", and for the typo "omgea"', async () => {
    expect((await search('omega', store)).sort()).toEqual(OMEGA_3)
    expect((await search('omgea', store)).sort()).toEqual(OMEGA_3)
  })

  it('finds the magnesium products for the typo "magnesuim"', async () => {
    expect(await search('magnesuim', store)).toEqual(expect.arrayContaining(MAGNESIUM))
  })

  it('finds nothing for a word of no product', async () => {
    expect(await search('zzzzunbekannt', store)).toEqual([])
    expect(await search('vitamin xylophon', store)).toEqual([])
  })
})

describe('searching in German', () => {
  it('finds zinc with vitamin C for "zink c", the product named so first', async () => {
    const skus = await search('zink c', 'vitalis_de')
    expect(skus[0]).toBe('VIT-ZINK-C')
    expect(skus).toEqual(expect.arrayContaining(['VIT-IMMUN-KOMPLEX', 'VIT-IMMUN-SHOT']))
    // Zink 25 mg has no vitamin C.
    expect(skus).not.toContain('VIT-ZINK-25')
  })

  it('meets inflections and umlauts however they are written', async () => {
    expect(await search('fischoel', 'vitalis_de')).toEqual(['VIT-OMEGA3'])
    expect(await search('Fischöl', 'vitalis_de')).toEqual(['VIT-OMEGA3'])
    expect(await search('folsaeure', 'vitalis_de')).toEqual(['VIT-FOLSAEURE'])
    const capsules = await search('kapsel', 'vitalis_de')
    expect(capsules).toEqual(await search('kapseln', 'vitalis_de'))
    expect(capsules).toContain('VIT-KNOBLAUCH')
  })

  it('ranks a name match above a description-only match', async () => {
    // "Knoblauch Kapseln geruchsarm" against "Alle acht B-Vitamine in einer Kapsel".
    const skus = await search('kapseln', 'vitalis_de')
    expect(skus).toContain('VIT-B-KOMPLEX')
    expect(skus.indexOf('VIT-KNOBLAUCH')).toBeLessThan(skus.indexOf('VIT-B-KOMPLEX'))
  })
})

describe('searching in English', () => {
  it('finds zinc with vitamin C for "zinc c", and for the German "zink c"', async () => {
    const zinc = await search('zinc c', 'vitalis_en')
    expect(zinc[0]).toBe('VIT-ZINK-C')
    expect(zinc).toEqual(expect.arrayContaining(['VIT-IMMUN-KOMPLEX', 'VIT-IMMUN-SHOT']))
    expect(zinc).not.toContain('VIT-ZINK-25')
    // The German word is a typo of a name's word here, and a typo counts in names and skus only:
    // no product merely mentioning zinc in its text comes with it.
    expect(await search('zink c', 'vitalis_en')).toEqual(['VIT-ZINK-C'])
  })

  it('takes a typo in a name, never in a description', async () => {
    const skus = await search('zink', 'vitalis_en')
    expect(skus).toEqual(expect.arrayContaining(['VIT-ZINK-25', 'VIT-ZINK-C']))
    expect(skus).not.toContain('VIT-KONZENTRATION')
  })

  it('meets plurals', async () => {
    const capsules = await search('capsule', 'vitalis_en')
    expect(capsules).toEqual(await search('capsules', 'vitalis_en'))
    expect(capsules).toEqual(expect.arrayContaining(['VIT-KNOBLAUCH', 'VIT-KONZENTRATION']))
    expect(await search('vitamins', 'vitalis_en')).toEqual(await search('vitamin', 'vitalis_en'))
  })
})
