import type { D1Database } from '@cloudflare/workers-types/index.ts'
import { type ProductRow, placeholders } from './rows'

export interface ProductFilter {
  categoryIds?: number[]
  skus?: string[]
  /** Words that must all occur in the name (Magento's full-text search, simplified). */
  search?: string
}

export const productRepository = (db: D1Database) => ({
  async page(store: string, filter: ProductFilter, limit: number, offset: number) {
    const where = ['store = ?']
    const params: (string | number)[] = [store]
    if (filter.categoryIds) {
      where.push(`category_id IN (${placeholders(filter.categoryIds.length)})`)
      params.push(...filter.categoryIds)
    }
    if (filter.skus) {
      where.push(`sku IN (${placeholders(filter.skus.length)})`)
      params.push(...filter.skus)
    }
    for (const word of (filter.search ?? '').split(/\s+/).filter(Boolean)) {
      where.push(`name LIKE ? ESCAPE '\\'`)
      params.push(`%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`)
    }
    const clause = where.join(' AND ')
    const [count, rows] = await db.batch<{ total: number } | ProductRow>([
      db.prepare(`SELECT COUNT(*) AS total FROM products WHERE ${clause}`).bind(...params),
      db
        .prepare(`SELECT * FROM products WHERE ${clause} ORDER BY position, id LIMIT ? OFFSET ?`)
        .bind(...params, limit, offset),
    ])
    const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0
    return { total, rows: (rows?.results ?? []) as ProductRow[] }
  },

  async bySkus(store: string, skus: readonly string[]): Promise<ProductRow[]> {
    if (skus.length === 0) return []
    const { results } = await db
      .prepare(`SELECT * FROM products WHERE store = ? AND sku IN (${placeholders(skus.length)})`)
      .bind(store, ...skus)
      .all<ProductRow>()
    return results
  },

  async byIds(ids: readonly number[]): Promise<ProductRow[]> {
    const unique = [...new Set(ids)]
    if (unique.length === 0) return []
    const { results } = await db
      .prepare(`SELECT * FROM products WHERE id IN (${placeholders(unique.length)})`)
      .bind(...unique)
      .all<ProductRow>()
    return results
  },

  bySku(store: string, sku: string): Promise<ProductRow | null> {
    return db
      .prepare('SELECT * FROM products WHERE store = ? AND sku = ?')
      .bind(store, sku)
      .first<ProductRow>()
  },
})
