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
  categories: string[]
  type: string
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
}

export declare const urlKey: (name: string) => string
export declare const buildCatalogue: (options?: {
  products?: Record<string, number>
}) => GeneratedBrand[]
export declare const catalogueSql: (catalogue?: GeneratedBrand[]) => string
export declare const catalogueGrowthSql: (sizes: Record<string, number>) => string
export declare const catalogueGrowthStatements: (sizes: Record<string, number>) => string[]
