import { finalPriceCents, isSalable } from '../domain/catalog'
import type {
  CatalogueProductRow,
  CategoryRow,
  LeafletRow,
  MediaRow,
  ProductLinkRow,
  StoreCatalogueRows,
} from '../repo/catalogue'
import type { Language } from '../store-views'
import { slug } from './text'

/** A product as the search index holds it: the row plus what filters and sorting read. */
export interface IndexedProduct {
  row: CatalogueProductRow
  /** Category id → the product's position in it (Magento's `position` sort). */
  positions: Map<number, number>
  /**
   * Gross final price in cents: what the price filter, sort and ranges use (the price index); a
   * family's is its lowest variant's (of the salable ones, when any is), as Magento indexes a
   * configurable product's minimal price.
   */
  price: number
  /** A family's highest final price (of the same variants); a simple product's own price. */
  maxPrice: number
  /** Every final price a price filter may match: a family's variants', else the own one. */
  prices: number[]
  inStock: boolean
  /** A family's variants (simple products, Not Visible Individually), in the shop's order. */
  variants: IndexedProduct[]
  /** A variant's family. */
  parent: IndexedProduct | null
  productLine: AttributeOption | null
  productType: AttributeOption | null
}

/** An option of a filterable attribute: its value the same in every view, its label the view's. */
export interface AttributeOption {
  value: string
  label: string
}

/** A brand's catalogue in one store view in memory for one request (see load.ts). */
export interface Catalogue {
  /** The view's language: its rows' texts are in it, and so are the labels answered with them. */
  language: Language
  /** The products a listing may show: simple products and families, never a family's variant. */
  products: IndexedProduct[]
  byId: Map<number, IndexedProduct>
  categories: CategoryRow[]
  categoryById: Map<number, CategoryRow>
  media: Map<number, MediaRow[]>
  leaflets: Map<number, LeafletRow[]>
  links: Map<number, ProductLinkRow[]>
}

const attributeValue = (json: string, name: string): string | null => {
  try {
    const value = (JSON.parse(json) as Record<string, unknown>)[name]
    return typeof value === 'string' && value !== '' ? value : null
  } catch {
    return null
  }
}

/**
 * An attribute's option: valued by the default (German) label, as Magento's option ids are the
 * same in every store view, so a filter value holds in either language; labelled by the view's.
 */
const attribute = (row: CatalogueProductRow, name: string): AttributeOption | null => {
  const label = attributeValue(row.dynamic_attributes, name)
  const value = attributeValue(row.default_dynamic_attributes, name) ?? label
  return label && value ? { value: slug(value), label } : null
}

const groupBy = <T>(rows: T[], key: (row: T) => number): Map<number, T[]> => {
  const map = new Map<number, T[]>()
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row])
  return map
}

export const indexCatalogue = (rows: StoreCatalogueRows, language: Language): Catalogue => {
  const positions = new Map<number, Map<number, number>>()
  for (const link of rows.categoryLinks) {
    const own = positions.get(link.product_id) ?? new Map<number, number>()
    own.set(link.category_id, link.position)
    positions.set(link.product_id, own)
  }
  const all = rows.products.map((row): IndexedProduct => {
    const price = finalPriceCents(row)
    return {
      row,
      positions: positions.get(row.id) ?? new Map(),
      price,
      maxPrice: price,
      prices: [price],
      inStock: isSalable(row),
      variants: [],
      parent: null,
      productLine: attribute(row, 'product_line'),
      productType: attribute(row, 'dh_product_type'),
    }
  })
  const byId = new Map(all.map((p) => [p.row.id, p]))
  for (const product of all) {
    const parent = product.row.parent_id === null ? undefined : byId.get(product.row.parent_id)
    if (parent) {
      product.parent = parent
      parent.variants.push(product)
    }
  }
  for (const family of all) {
    if (family.row.type_id !== 'configurable' || family.variants.length === 0) continue
    // Magento leaves sold-out variants out of a family's price while any variant is salable.
    const salable = family.variants.filter((v) => v.inStock)
    const priced = (salable.length > 0 ? salable : family.variants).map((v) => v.price)
    family.price = Math.min(...priced)
    family.maxPrice = Math.max(...priced)
    family.prices = family.variants.map((v) => v.price)
    family.inStock = salable.length > 0
  }
  const products = all.filter((p) => p.row.parent_id === null)
  return {
    language,
    products,
    byId,
    categories: rows.categories,
    categoryById: new Map(rows.categories.map((c) => [c.id, c])),
    media: groupBy(rows.media, (m) => m.product_id),
    leaflets: groupBy(rows.leaflets, (l) => l.product_id),
    links: groupBy(rows.links, (l) => l.product_id),
  }
}
