import type { D1Database } from '@cloudflare/workers-types/index.ts'
import { type ProductRow, placeholders } from './rows'
import { PRODUCTS_IN_VIEW } from './store-values'

/** Products with the names and texts of the store view `view` (store-values.ts). */
export const productRepository = (db: D1Database, view: string) => ({
  async bySkus(store: string, skus: readonly string[]): Promise<ProductRow[]> {
    if (skus.length === 0) return []
    const { results } = await db
      .prepare(
        `SELECT * FROM ${PRODUCTS_IN_VIEW} WHERE store = ? AND sku IN (${placeholders(skus.length)})`,
      )
      .bind(view, store, ...skus)
      .all<ProductRow>()
    return results
  },

  async byIds(ids: readonly number[]): Promise<ProductRow[]> {
    const unique = [...new Set(ids)]
    if (unique.length === 0) return []
    const { results } = await db
      .prepare(`SELECT * FROM ${PRODUCTS_IN_VIEW} WHERE id IN (${placeholders(unique.length)})`)
      .bind(view, ...unique)
      .all<ProductRow>()
    return results
  },

  /** The variants of pack-size families (0016_pack_sizes.sql), in each family's order. */
  async variantsOf(parentIds: readonly number[]): Promise<ProductRow[]> {
    const unique = [...new Set(parentIds)]
    if (unique.length === 0) return []
    const { results } = await db
      .prepare(
        `SELECT * FROM ${PRODUCTS_IN_VIEW} WHERE parent_id IN (${placeholders(unique.length)}) ORDER BY parent_id, variant_position`,
      )
      .bind(view, ...unique)
      .all<ProductRow>()
    return results
  },

  bySku(store: string, sku: string): Promise<ProductRow | null> {
    return db
      .prepare(`SELECT * FROM ${PRODUCTS_IN_VIEW} WHERE store = ? AND sku = ?`)
      .bind(view, store, sku)
      .first<ProductRow>()
  },
})
