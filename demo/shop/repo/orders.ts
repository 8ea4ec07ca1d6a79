import type { D1Database } from '@cloudflare/workers-types/index.ts'
import { type OrderItemRow, type OrderRow, type OrderStatusRow, placeholders } from './rows'

export type NewOrder = Omit<OrderRow, 'id' | 'number' | 'cart_id' | 'status' | 'currency'> & {
  cart_id: number
}
export type NewOrderItem = Omit<OrderItemRow, 'id' | 'order_id'> & { product_id: number }

export const orderRepository = (db: D1Database) => ({
  /**
   * Places an order in one transaction: the order and its number, its items, the stock taken
   * and the cart closed. Fails as a whole when a product's stock would go below zero or the cart
   * already has an order.
   */
  async place(order: NewOrder, items: readonly NewOrderItem[], orderPrefix: number) {
    const columns = Object.keys(order) as (keyof NewOrder)[]
    const insertOrder = db
      .prepare(
        `INSERT INTO orders (${columns.join(', ')}) VALUES (${placeholders(columns.length)})`,
      )
      .bind(...columns.map((key) => order[key]))
    const byCart = '(SELECT id FROM orders WHERE cart_id = ?)'
    const insertItem = db.prepare(
      `INSERT INTO order_items (order_id, product_id, sku, name, quantity, price_cents, row_total_cents, discount_cents)
       VALUES (${byCart}, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const takeStock = db.prepare(
      `UPDATE products SET stock_qty = stock_qty - ?1,
         is_in_stock = CASE WHEN stock_qty - ?1 > 0 THEN is_in_stock ELSE 0 END
       WHERE id = ?2`,
    )
    await db.batch([
      insertOrder,
      db
        .prepare(`UPDATE orders SET number = printf('%d%08d', ?, id) WHERE cart_id = ?`)
        .bind(orderPrefix, order.cart_id),
      ...items.flatMap((item) => [
        insertItem.bind(
          order.cart_id,
          item.product_id,
          item.sku,
          item.name,
          item.quantity,
          item.price_cents,
          item.row_total_cents,
          item.discount_cents,
        ),
        takeStock.bind(item.quantity, item.product_id),
      ]),
      db
        .prepare(
          `INSERT INTO order_status_history (order_id, status, created_at)
           SELECT id, status, created_at FROM orders WHERE cart_id = ?`,
        )
        .bind(order.cart_id),
      db
        .prepare('UPDATE carts SET is_active = 0, updated_at = ? WHERE id = ?')
        .bind(order.created_at, order.cart_id),
    ])
    const placed = await db
      .prepare('SELECT * FROM orders WHERE cart_id = ?')
      .bind(order.cart_id)
      .first<OrderRow>()
    if (!placed) throw new Error('The order was not stored')
    return placed
  },

  byNumber(store: string, number: string): Promise<OrderRow | null> {
    return db
      .prepare('SELECT * FROM orders WHERE store = ? AND number = ?')
      .bind(store, number)
      .first<OrderRow>()
  },

  byId(id: number): Promise<OrderRow | null> {
    return db.prepare('SELECT * FROM orders WHERE id = ?').bind(id).first<OrderRow>()
  },

  /** Each status the orders went through, oldest first. */
  async historyOf(orderIds: readonly number[]): Promise<OrderStatusRow[]> {
    if (orderIds.length === 0) return []
    const { results } = await db
      .prepare(
        `SELECT * FROM order_status_history WHERE order_id IN (${placeholders(orderIds.length)})
         ORDER BY created_at, id`,
      )
      .bind(...orderIds)
      .all<OrderStatusRow>()
    return results
  },

  async forCustomer(store: string, customerId: number): Promise<OrderRow[]> {
    const { results } = await db
      .prepare(
        'SELECT * FROM orders WHERE store = ? AND customer_id = ? ORDER BY created_at DESC, id DESC',
      )
      .bind(store, customerId)
      .all<OrderRow>()
    return results
  },

  async itemsOf(orderIds: readonly number[]): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return []
    const { results } = await db
      .prepare(
        `SELECT * FROM order_items WHERE order_id IN (${placeholders(orderIds.length)}) ORDER BY id`,
      )
      .bind(...orderIds)
      .all<OrderItemRow>()
    return results
  },
})
