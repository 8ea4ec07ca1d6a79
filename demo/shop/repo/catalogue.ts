import type { D1Database } from '@cloudflare/workers-types/index.ts'
import type { ProductRow } from './rows'
import {
  CATEGORIES_IN_VIEW,
  LEAFLETS_IN_VIEW,
  MEDIA_IN_VIEW,
  PRODUCTS_IN_VIEW,
} from './store-values'

/** Rows of demo/migrations/0008_catalogue.sql, as D1 returns them. */

export type CatalogueProductRow = ProductRow & {
  created_at: number
  /** The default view's attributes: their labels are the options' values in every view. */
  default_dynamic_attributes: string
}

export interface CategoryRow {
  id: number
  store: string
  parent_id: number
  name: string
  url_key: string
  url_path: string | null
  position: number
  level: number
  path: string
  description: string | null
}

export interface CategoryLinkRow {
  category_id: number
  product_id: number
  position: number
}

export interface MediaRow {
  product_id: number
  position: number
  file: string
  label: string
}

export interface LeafletRow {
  product_id: number
  position: number
  title: string
  file: string
}

export interface ProductLinkRow {
  product_id: number
  linked_product_id: number
  link_type: 'related' | 'crosssell' | 'upsell'
  position: number
}

export interface StoreCatalogueRows {
  products: CatalogueProductRow[]
  categories: CategoryRow[]
  categoryLinks: CategoryLinkRow[]
  media: MediaRow[]
  leaflets: LeafletRow[]
  links: ProductLinkRow[]
}

const OF_STORE_PRODUCTS = 'product_id IN (SELECT id FROM products WHERE store = ?)'

/** `view`: the store view whose values the names, texts and labels are (store-values.ts). */
export const catalogueRepository = (db: D1Database, view: string) => ({
  /**
   * A brand's whole catalogue in one round trip: a few hundred rows, which the shop filters,
   * sorts and counts in memory as Magento's search engine does with its index.
   */
  async store(store: string): Promise<StoreCatalogueRows> {
    const [products, categories, categoryLinks, media, leaflets, links] = await db.batch([
      db
        .prepare(
          `SELECT * FROM ${PRODUCTS_IN_VIEW} WHERE store = ? ORDER BY variant_position, position, id`,
        )
        .bind(view, store),
      db
        .prepare(`SELECT * FROM ${CATEGORIES_IN_VIEW} WHERE store = ? ORDER BY level, position`)
        .bind(view, store),
      db
        .prepare(
          'SELECT * FROM category_products WHERE category_id IN (SELECT id FROM categories WHERE store = ?)',
        )
        .bind(store),
      db
        .prepare(`SELECT * FROM ${MEDIA_IN_VIEW} WHERE ${OF_STORE_PRODUCTS} ORDER BY position`)
        .bind(view, store),
      db
        .prepare(`SELECT * FROM ${LEAFLETS_IN_VIEW} WHERE ${OF_STORE_PRODUCTS} ORDER BY position`)
        .bind(view, store),
      db
        .prepare(`SELECT * FROM product_links WHERE ${OF_STORE_PRODUCTS} ORDER BY position`)
        .bind(store),
    ])
    return {
      products: (products?.results ?? []) as CatalogueProductRow[],
      categories: (categories?.results ?? []) as CategoryRow[],
      categoryLinks: (categoryLinks?.results ?? []) as CategoryLinkRow[],
      media: (media?.results ?? []) as MediaRow[],
      leaflets: (leaflets?.results ?? []) as LeafletRow[],
      links: (links?.results ?? []) as ProductLinkRow[],
    }
  },

  /** A leaflet of the brand by its file ('leaflets/<sku>-<title>.pdf') and its product. */
  leaflet(store: string, file: string) {
    return db
      .prepare(
        `SELECT l.title, p.* FROM ${LEAFLETS_IN_VIEW} AS l JOIN ${PRODUCTS_IN_VIEW} AS p
           ON p.id = l.product_id
         WHERE p.store = ? AND l.file = ?`,
      )
      .bind(view, view, store, file)
      .first<CatalogueProductRow & { title: string }>()
  },
})
