import type { D1Database } from '@cloudflare/workers-types/index.ts'
import { placeholders } from './rows'

/** Rows of migrations/0009_reviews_wishlists.sql. */
export interface WishlistRow {
  id: number
  store: string
  customer_id: number
  sharing_code: string
  updated_at: number
}

export interface WishlistItemRow {
  id: number
  wishlist_id: number
  product_id: number
  quantity: number
  description: string | null
  added_at: number
}

export const wishlistRepository = (db: D1Database) => ({
  byId(id: number): Promise<WishlistRow | null> {
    return db.prepare('SELECT * FROM wishlists WHERE id = ?').bind(id).first<WishlistRow>()
  },

  /**
   * The customer's wishlist, created on first use as Magento's loadByCustomerId($id, true) does
   * (race-safe: one wishlist per customer).
   */
  async ofCustomer(store: string, customerId: number, sharingCode: string, now: number) {
    await db
      .prepare(
        `INSERT INTO wishlists (store, customer_id, sharing_code, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT DO NOTHING`,
      )
      .bind(store, customerId, sharingCode, now)
      .run()
    const row = await db
      .prepare('SELECT * FROM wishlists WHERE customer_id = ?')
      .bind(customerId)
      .first<WishlistRow>()
    if (!row) throw new Error('Could not create a wishlist')
    return row
  },

  /** Items in the order they were added (Magento's collection has no other order). */
  async items(wishlistId: number): Promise<WishlistItemRow[]> {
    const { results } = await db
      .prepare('SELECT * FROM wishlist_items WHERE wishlist_id = ? ORDER BY id')
      .bind(wishlistId)
      .all<WishlistItemRow>()
    return results
  },

  /**
   * Sets the quantities of some products (an item per product: a product added again keeps its
   * item, as Magento's does), in one transaction.
   */
  async setQuantities(wishlistId: number, lines: ReadonlyMap<number, number>, now: number) {
    if (lines.size === 0) return
    const upsert = db.prepare(
      `INSERT INTO wishlist_items (wishlist_id, product_id, quantity, added_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (wishlist_id, product_id) DO UPDATE SET quantity = excluded.quantity`,
    )
    await db.batch([
      ...[...lines].map(([productId, qty]) => upsert.bind(wishlistId, productId, qty, now)),
      db.prepare('UPDATE wishlists SET updated_at = ? WHERE id = ?').bind(now, wishlistId),
    ])
  },

  async updateItem(
    wishlistId: number,
    itemId: number,
    quantity: number,
    description: string | null,
    now: number,
  ) {
    await db.batch([
      db
        .prepare(
          'UPDATE wishlist_items SET quantity = ?, description = ? WHERE id = ? AND wishlist_id = ?',
        )
        .bind(quantity, description, itemId, wishlistId),
      db.prepare('UPDATE wishlists SET updated_at = ? WHERE id = ?').bind(now, wishlistId),
    ])
  },

  async removeItems(wishlistId: number, itemIds: readonly number[], now: number) {
    if (itemIds.length === 0) return
    await db.batch([
      db
        .prepare(
          `DELETE FROM wishlist_items WHERE wishlist_id = ? AND id IN (${placeholders(itemIds.length)})`,
        )
        .bind(wishlistId, ...itemIds),
      db.prepare('UPDATE wishlists SET updated_at = ? WHERE id = ?').bind(now, wishlistId),
    ])
  },
})
