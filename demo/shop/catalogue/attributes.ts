import type { IndexedProduct } from './model'
import { slug } from './text'

/**
 * The filterable attributes beyond category and price, as Magento lists attributes with "Use in
 * Layered Navigation" in ProductAttributeFilterInput and in aggregations: option values are
 * url-key-like codes (Magento uses option ids), labels the store's German labels.
 */
export interface FilterableAttribute {
  code: string
  label: string
  /** Magento's layered navigation position of the attribute. */
  position: number
  option: (product: IndexedProduct) => { value: string; label: string } | null
}

const labelled = (label: string | null) => (label ? { value: slug(label), label } : null)

export const FILTERABLE_ATTRIBUTES: readonly FilterableAttribute[] = [
  {
    code: 'product_line',
    label: 'Produktlinie',
    position: 10,
    option: (p) => labelled(p.productLine),
  },
  {
    code: 'dh_product_type',
    label: 'Produkttyp',
    position: 20,
    option: (p) => labelled(p.productType),
  },
  {
    code: 'stock_status',
    label: 'Verfügbarkeit',
    position: 30,
    option: (p) =>
      p.inStock
        ? { value: 'IN_STOCK', label: 'Auf Lager' }
        : { value: 'OUT_OF_STOCK', label: 'Nicht auf Lager' },
  },
]
