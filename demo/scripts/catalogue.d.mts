/** Types of catalogue.mjs, for its unit test. */
export interface GeneratedProduct {
  id: number
  store: string
  sku: string
  name: string
  url_key: string
  price_cents: number
  special_price_cents: number | null
  omnibus_price_cents: number
  is_in_stock: number
  base_unit_string: string | null
  dynamic_attributes: string
  categories: string[]
  type: string
}

/** A product's row of product_store_values. */
export interface GeneratedProductValues {
  product_id: number
  store_view: string
  name: string
  url_key: string
  short_description: string
  description: string
  /** null on the seeded products: the migration writes theirs from 0002_seed.sql's. */
  base_unit_string: string | null
  dynamic_attributes: string
}

/** A category's row of category_store_values. */
export interface GeneratedCategoryValues {
  category_id: number
  store_view: string
  name: string
  url_key: string
  url_path: string | null
  description: string | null
}

/** The English store view's values of a brand. */
export interface GeneratedStoreView {
  code: string
  products: GeneratedProductValues[]
  categories: GeneratedCategoryValues[]
  pictureLabels: [productId: number, position: number, storeView: string, label: string][]
  leafletTitles: [productId: number, position: number, storeView: string, title: string][]
}

export interface GeneratedBrand {
  store: string
  root: number
  categories: { id: number; parent_id: number; url_path: string | null; level: number }[]
  products: GeneratedProduct[]
  seeded: { id: number; sku: string; created_at: number }[]
  categoryLinks: [categoryId: number, productId: number, position: number][]
  pictures: [productId: number, position: number, file: string, suffix: string][]
  leaflets: [productId: number, position: number, title: string, file: string][]
  productLinks: [productId: number, linkedId: number, type: string, position: number][]
  storeView: GeneratedStoreView
}

export declare const urlKey: (name: string) => string
export declare const buildCatalogue: (options?: {
  products?: Record<string, number>
}) => GeneratedBrand[]
export declare const catalogueSql: (catalogue?: GeneratedBrand[]) => string
export declare const storeViewSql: (catalogue?: GeneratedBrand[]) => string
export declare const catalogueGrowthSql: (sizes: Record<string, number>) => string
export declare const catalogueGrowthStatements: (sizes: Record<string, number>) => string[]
