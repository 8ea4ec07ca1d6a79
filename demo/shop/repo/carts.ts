import type { D1Database } from '@cloudflare/workers-types/index.ts'
import type { CartItemRow, CartRow } from './rows'

/** Quotes and their items. Quantities are whole units (food supplements have no decimals). */
export const cartRepository = (db: D1Database) => ({
  byMaskedId(maskedId: string): Promise<CartRow | null> {
    return db.prepare('SELECT * FROM carts WHERE masked_id = ?').bind(maskedId).first<CartRow>()
  },

  activeForCustomer(store: string, customerId: number): Promise<CartRow | null> {
    return db
      .prepare(
        'SELECT * FROM carts WHERE store = ? AND customer_id = ? AND is_active = 1 ORDER BY id DESC LIMIT 1',
      )
      .bind(store, customerId)
      .first<CartRow>()
  },

  async create(store: string, maskedId: string, customerId: number | null, now: number) {
    const row = await db
      .prepare(
        'INSERT INTO carts (masked_id, store, customer_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING *',
      )
      .bind(maskedId, store, customerId, now, now)
      .first<CartRow>()
    if (!row) throw new Error('Could not create a cart')
    return row
  },

  /** The customer's active cart, created if there is none (race-safe: one active cart each). */
  async activeOrNewForCustomer(store: string, customerId: number, maskedId: string, now: number) {
    await db
      .prepare(
        `INSERT INTO carts (masked_id, store, customer_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT DO NOTHING`,
      )
      .bind(maskedId, store, customerId, now, now)
      .run()
    const row = await this.activeForCustomer(store, customerId)
    if (!row) throw new Error('Could not create a customer cart')
    return row
  },

  async items(cartId: number): Promise<CartItemRow[]> {
    const { results } = await db
      .prepare('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY id')
      .bind(cartId)
      .all<CartItemRow>()
    return results
  },

  /** Adds quantities per product (an existing line grows, as in Magento), in one transaction. */
  async addQuantities(cartId: number, lines: ReadonlyMap<number, number>, now: number) {
    if (lines.size === 0) return
    const upsert = db.prepare(
      `INSERT INTO cart_items (cart_id, product_id, quantity, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = quantity + excluded.quantity`,
    )
    await db.batch([
      ...[...lines].map(([productId, qty]) => upsert.bind(cartId, productId, qty, now)),
      db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(now, cartId),
    ])
  },

  async setQuantity(cartId: number, itemId: number, quantity: number) {
    await db
      .prepare('UPDATE cart_items SET quantity = ? WHERE id = ? AND cart_id = ?')
      .bind(quantity, itemId, cartId)
      .run()
  },

  async removeItem(cartId: number, itemId: number) {
    await db
      .prepare('DELETE FROM cart_items WHERE id = ? AND cart_id = ?')
      .bind(itemId, cartId)
      .run()
  },

  async setCoupon(cartId: number, code: string | null) {
    await db.prepare('UPDATE carts SET coupon_code = ? WHERE id = ?').bind(code, cartId).run()
  },

  async setShipping(
    cartId: number,
    address: { country: string; postcode: string | null },
    method: { carrier: string; method: string } | null,
  ) {
    await db
      .prepare(
        'UPDATE carts SET country_code = ?, postcode = ?, shipping_carrier = ?, shipping_method = ? WHERE id = ?',
      )
      .bind(
        address.country,
        address.postcode,
        method?.carrier ?? null,
        method?.method ?? null,
        cartId,
      )
      .run()
  },

  /**
   * Moves every line of one cart into another (adding quantities) and closes the source. The
   * source's coupon replaces the destination's, as Magento's Quote::merge sets it.
   */
  async mergeInto(sourceId: number, destinationId: number, now: number) {
    await db.batch([
      db
        .prepare(
          `INSERT INTO cart_items (cart_id, product_id, quantity, created_at)
           SELECT ?, product_id, quantity, created_at FROM cart_items WHERE cart_id = ? ORDER BY id
           ON CONFLICT (cart_id, product_id) DO UPDATE SET quantity = quantity + excluded.quantity`,
        )
        .bind(destinationId, sourceId),
      db.prepare('UPDATE carts SET is_active = 0, updated_at = ? WHERE id = ?').bind(now, sourceId),
      db
        .prepare(
          `UPDATE carts SET updated_at = ?,
             coupon_code = COALESCE((SELECT coupon_code FROM carts WHERE id = ?), coupon_code)
           WHERE id = ?`,
        )
        .bind(now, sourceId, destinationId),
    ])
  },
})

export type CartRepository = ReturnType<typeof cartRepository>
