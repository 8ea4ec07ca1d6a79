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
  /** Gross final price in cents: what the price filter, sort and ranges use (the price index). */
  price: number
  inStock: boolean
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
  const products = rows.products.map((row): IndexedProduct => ({
    row,
    positions: positions.get(row.id) ?? new Map(),
    price: finalPriceCents(row),
    inStock: isSalable(row),
    productLine: attribute(row, 'product_line'),
    productType: attribute(row, 'dh_product_type'),
  }))
  return {
    language,
    products,
    byId: new Map(products.map((p) => [p.row.id, p])),
    categories: rows.categories,
    categoryById: new Map(rows.categories.map((c) => [c.id, c])),
    media: groupBy(rows.media, (m) => m.product_id),
    leaflets: groupBy(rows.leaflets, (l) => l.product_id),
    links: groupBy(rows.links, (l) => l.product_id),
  }
}
