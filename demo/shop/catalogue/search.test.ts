import { describe, expect, it } from 'vitest'
import type { CatalogueProductRow } from '../repo/catalogue'
import type { Language } from '../store-views'
import { type Catalogue, indexCatalogue } from './model'
import { relevance, searchQuery } from './search'
import { searchIndexOf } from './search-index'

interface Texts {
  short?: string
  description?: string
  parent?: number
}

const row = (
  id: number,
  sku: string,
  name: string,
  { short = '', description = '', parent }: Texts = {},
): CatalogueProductRow => ({
  id,
  store: 'test',
  sku,
  name,
  url_key: sku.toLowerCase(),
  category_id: 1,
  position: id,
  price_cents: 995,
  special_price_cents: null,
  omnibus_price_cents: null,
  stock_qty: 10,
  is_in_stock: 1,
  image_path: '',
  base_unit_string: null,
  dynamic_attributes: '{}',
  default_dynamic_attributes: '{}',
  short_description: short,
  description,
  type_id: 'simple',
  parent_id: parent ?? null,
  pack_size: null,
  variant_position: null,
  created_at: 0,
})

const catalogue = (rows: CatalogueProductRow[], language: Language = 'de'): Catalogue =>
  indexCatalogue(
    { products: rows, categories: [], categoryLinks: [], media: [], leaflets: [], links: [] },
    language,
  )

/** The skus a search finds, best first (ties: the later product first, as the listing). */
const found = (shop: Catalogue, text: string): string[] => {
  const query = searchQuery(shop, text)
  if (!query) throw new Error(`"${text}" is no search`)
  return shop.products
    .map((p) => [p, relevance(p, query)] as const)
    .filter(([, score]) => score > 0)
    .sort(([a, x], [b, y]) => y - x || b.row.id - a.row.id)
    .map(([p]) => p.row.sku)
}

describe('quick search', () => {
  it('ranks a whole word over a typed beginning over a typo', () => {
    const shop = catalogue([
      row(1, 'MG-SPRAY', 'Magnesum Spray'),
      row(2, 'MG-CITRAT', 'Magnesiumcitrat Pulver'),
      row(3, 'MG-400', 'Magnesium 400'),
      row(4, 'ZINK', 'Zink 25 mg'),
    ])
    expect(found(shop, 'magnesium')).toEqual(['MG-400', 'MG-CITRAT', 'MG-SPRAY'])
  })

  it('ranks name and sku over the descriptions', () => {
    const shop = catalogue([
      row(1, 'MULTI', 'Multi Komplex', { description: 'Mit Kalium und Zink.' }),
      row(2, 'BASIS', 'Basis Komplex', { short: 'Mit Kalium.' }),
      row(3, 'KAL-500', 'Kalium 500'),
    ])
    expect(found(shop, 'kalium')).toEqual(['KAL-500', 'BASIS', 'MULTI'])
  })

  it('lets a letter or two begin only the code before a number', () => {
    const shop = catalogue([
      row(1, 'C-DEPOT', 'Vitamin C Depot'),
      row(2, 'B12', 'Vitamin B12 Drops'),
      row(3, 'D3', 'Vitamin D3 1000'),
      row(4, 'DHA', 'Omega-3 DHA'),
    ])
    expect(found(shop, 'vitamin d')).toEqual(['D3'])
    expect(found(shop, 'vitamin b')).toEqual(['B12'])
    expect(found(shop, 'om')).toEqual([])
    expect(found(shop, 'ome')).toEqual(['DHA'])
  })

  it('needs every word, stemmed, folded and within its typo tolerance', () => {
    const shop = catalogue([
      row(1, 'OMEGA3', 'Omega-3 Fischöl Kapseln'),
      row(2, 'KNOBLAUCH', 'Knoblauch Kapsel'),
    ])
    expect(found(shop, 'fischoel kapsel')).toEqual(['OMEGA3'])
    expect(found(shop, 'omgea kapseln')).toEqual(['OMEGA3'])
    expect(found(shop, 'kapseln')).toEqual(['KNOBLAUCH', 'OMEGA3'])
    expect(found(shop, 'omega tropfen')).toEqual([])
    expect(found(shop, 'zzzzunbekannt')).toEqual([])
  })

  it('tolerates no typo in a number: it is another dose', () => {
    const shop = catalogue([row(1, 'MG-300', 'Magnesium 300'), row(2, 'MG-400', 'Magnesium 400')])
    expect(found(shop, 'magnesium 400')).toEqual(['MG-400'])
  })

  it('finds a family by a variant’s name or sku, and lists the family', () => {
    const shop = catalogue([
      { ...row(1, 'C-1000', 'Vitamin C 1000 Depot'), type_id: 'configurable' },
      row(11, 'C-1000-60', 'Vitamin C 1000 Depot, 60 Tabletten', { parent: 1 }),
      row(12, 'C-1000-120', 'Vitamin C 1000 Depot, 120 Tabletten', { parent: 1 }),
      row(2, 'C-PULVER', 'Vitamin C Pulver'),
    ])
    expect(found(shop, '120 tabletten')).toEqual(['C-1000'])
    expect(found(shop, 'C-1000-60')).toEqual(['C-1000'])
  })

  it('finds nothing for stop words alone, and a text without words is no search', () => {
    const shop = catalogue([row(1, 'ZINK', 'Zink und Selen')])
    expect(found(shop, 'und')).toEqual([])
    expect(searchQuery(shop, ' – ')).toBeNull()
  })

  it('analyses the catalogue once, however many searches it answers', () => {
    const shop = catalogue([row(1, 'ZINK', 'Zink')], 'en')
    expect(searchIndexOf(shop)).toBe(searchIndexOf(shop))
    expect(searchQuery(shop, 'zinc')?.index).toBe(searchIndexOf(shop))
  })
})
