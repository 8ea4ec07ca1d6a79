import type { D1Database } from '@cloudflare/workers-types/index.ts'

/** A row of the `reviews` table (migrations/0009_reviews_wishlists.sql, 0012 its store view). */
export interface ReviewRow {
  id: number
  store: string
  /** The store view it was written in, and the one it shows in (Magento's review_store). */
  store_view: string
  product_id: number
  customer_id: number | null
  nickname: string
  summary: string
  text: string
  rating: number
  status: 'approved' | 'pending'
  created_at: number
}

/** Approved reviews of one product: how many and their mean rating (1–5). */
export interface ReviewSummary {
  product_id: number
  count: number
  average: number
}

export type NewReview = Omit<ReviewRow, 'id'>

/** Magento's setDateOrder(): newest first; the id breaks ties between equal times. */
const NEWEST_FIRST = 'ORDER BY created_at DESC, id DESC'

export const reviewRepository = (db: D1Database) => ({
  /**
   * Summaries of every reviewed product of a store view in one query: cheaper than one query
   * per product of a listing, and the demo's stores are small.
   */
  async summaries(storeView: string): Promise<ReviewSummary[]> {
    const { results } = await db
      .prepare(
        `SELECT product_id, COUNT(*) AS count, AVG(rating) AS average FROM reviews
         WHERE store_view = ? AND status = 'approved' GROUP BY product_id`,
      )
      .bind(storeView)
      .all<ReviewSummary>()
    return results
  },

  /** A page of a store view's approved reviews, of one product or of one customer. */
  async approvedPage(
    storeView: string,
    by: { productId: number } | { customerId: number },
    limit: number,
    offset: number,
  ): Promise<{ total: number; rows: ReviewRow[] }> {
    const [column, value] =
      'productId' in by ? ['product_id', by.productId] : ['customer_id', by.customerId]
    const where = `store_view = ? AND ${column} = ? AND status = 'approved'`
    const [count, rows] = await db.batch<{ total: number } | ReviewRow>([
      db.prepare(`SELECT COUNT(*) AS total FROM reviews WHERE ${where}`).bind(storeView, value),
      db
        .prepare(`SELECT * FROM reviews WHERE ${where} ${NEWEST_FIRST} LIMIT ? OFFSET ?`)
        .bind(storeView, value, limit, offset),
    ])
    const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0
    return { total, rows: (rows?.results ?? []) as ReviewRow[] }
  },

  async create(review: NewReview): Promise<ReviewRow> {
    const row = await db
      .prepare(
        `INSERT INTO reviews (store, store_view, product_id, customer_id, nickname, summary, text, rating, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .bind(
        review.store,
        review.store_view,
        review.product_id,
        review.customer_id,
        review.nickname,
        review.summary,
        review.text,
        review.rating,
        review.status,
        review.created_at,
      )
      .first<ReviewRow>()
    if (!row) throw new Error('Could not save the review')
    return row
  },
})
