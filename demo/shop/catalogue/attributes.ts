import type { Language } from '../store-views'
import type { AttributeOption, IndexedProduct } from './model'

/**
 * The filterable attributes beyond category and price, as Magento lists attributes with "Use in
 * Layered Navigation" in ProductAttributeFilterInput and in aggregations: option values are
 * url-key-like codes of the default labels (Magento uses option ids), labels the store view's
 * (model.ts).
 */
export interface FilterableAttribute {
  code: string
  label: Readonly<Record<Language, string>>
  /** Magento's layered navigation position of the attribute. */
  position: number
  option: (product: IndexedProduct, language: Language) => AttributeOption | null
}

const STOCK_LABELS = {
  de: { IN_STOCK: 'Auf Lager', OUT_OF_STOCK: 'Nicht auf Lager' },
  en: { IN_STOCK: 'In stock', OUT_OF_STOCK: 'Out of stock' },
} as const satisfies Record<Language, Record<string, string>>

export const FILTERABLE_ATTRIBUTES: readonly FilterableAttribute[] = [
  {
    code: 'product_line',
    label: { de: 'Produktlinie', en: 'Product line' },
    position: 10,
    option: (p) => p.productLine,
  },
  {
    code: 'dh_product_type',
    label: { de: 'Produkttyp', en: 'Product type' },
    position: 20,
    option: (p) => p.productType,
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
