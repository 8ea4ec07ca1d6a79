import type { Language } from '../store-views'
import type { IndexedProduct } from './model'
import { slug } from './text'

/**
 * The filterable attributes beyond category and price, as Magento lists attributes with "Use in
 * Layered Navigation" in ProductAttributeFilterInput and in aggregations: option values are
 * url-key-like codes (Magento uses option ids), labels the store view's (its attribute and
 * option labels, the product's values already in the view's language).
 */
export interface FilterableAttribute {
  code: string
  label: Readonly<Record<Language, string>>
  /** Magento's layered navigation position of the attribute. */
  position: number
  option: (product: IndexedProduct, language: Language) => { value: string; label: string } | null
}

const labelled = (label: string | null) => (label ? { value: slug(label), label } : null)

const STOCK_LABELS = {
  de: { IN_STOCK: 'Auf Lager', OUT_OF_STOCK: 'Nicht auf Lager' },
  en: { IN_STOCK: 'In stock', OUT_OF_STOCK: 'Out of stock' },
} as const satisfies Record<Language, Record<string, string>>

export const FILTERABLE_ATTRIBUTES: readonly FilterableAttribute[] = [
  {
    code: 'product_line',
    label: { de: 'Produktlinie', en: 'Product line' },
    position: 10,
    option: (p) => labelled(p.productLine),
  },
  {
    code: 'dh_product_type',
    label: { de: 'Produkttyp', en: 'Product type' },
    position: 20,
    option: (p) => labelled(p.productType),
  },
  {
    code: 'stock_status',
    label: { de: 'Verfügbarkeit', en: 'Availability' },
    position: 30,
    option: (p, language) => {
      const value = p.inStock ? 'IN_STOCK' : 'OUT_OF_STOCK'
      return { value, label: STOCK_LABELS[language][value] }
    },
  },
]
