import type { D1Database } from '@cloudflare/workers-types/index.ts'
import { type ReturnItemRow, type ReturnRow, placeholders } from './rows'

export interface NewReturn {
  store: string
  order_id: number
  customer_id: number | null
  contact_email: string | null
  comment: string | null
  created_at: number
}

/** Returns (Adobe Commerce's RMA) and their items. */
export const returnRepository = (db: D1Database) => ({
  /** Stores a return with its items in one batch; its number is the store's digit and the id. */
  async create(
    entry: NewReturn,
    items: readonly { order_item_id: number; quantity: number }[],
    prefix: number,
  ): Promise<ReturnRow> {
    const created = await db
      .prepare(
        `INSERT INTO returns (store, order_id, customer_id, contact_email, comment, created_at)
         VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(
        entry.store,
        entry.order_id,
        entry.customer_id,
        entry.contact_email,
        entry.comment,
        entry.created_at,
      )
      .first<{ id: number }>()
    if (!created) throw new Error('The return was not stored')
    const insertItem = db.prepare(
      'INSERT INTO return_items (return_id, order_item_id, quantity) VALUES (?, ?, ?)',
    )
    await db.batch([
      db
        .prepare(`UPDATE returns SET number = printf('%d%08d', ?, id) WHERE id = ?`)
        .bind(prefix, created.id),
      ...items.map((item) => insertItem.bind(created.id, item.order_item_id, item.quantity)),
    ])
    const row = await db
      .prepare('SELECT * FROM returns WHERE id = ?')
      .bind(created.id)
      .first<ReturnRow>()
    if (!row) throw new Error('The return was not stored')
    return row
  },

  byId(id: number): Promise<ReturnRow | null> {
    return db.prepare('SELECT * FROM returns WHERE id = ?').bind(id).first<ReturnRow>()
  },

  async forCustomer(store: string, customerId: number): Promise<ReturnRow[]> {
    const { results } = await db
      .prepare(
        'SELECT * FROM returns WHERE store = ? AND customer_id = ? ORDER BY created_at DESC, id DESC',
      )
      .bind(store, customerId)
      .all<ReturnRow>()
    return results
  },

  async forOrder(orderId: number): Promise<ReturnRow[]> {
    const { results } = await db
      .prepare('SELECT * FROM returns WHERE order_id = ? ORDER BY created_at DESC, id DESC')
      .bind(orderId)
      .all<ReturnRow>()
    return results
  },

  async itemsOf(returnIds: readonly number[]): Promise<ReturnItemRow[]> {
    if (returnIds.length === 0) return []
    const { results } = await db
      .prepare(
        `SELECT * FROM return_items WHERE return_id IN (${placeholders(returnIds.length)}) ORDER BY id`,
      )
      .bind(...returnIds)
      .all<ReturnItemRow>()
    return results
  },
})
