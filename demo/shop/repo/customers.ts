import type { D1Database } from '@cloudflare/workers-types/index.ts'
import type { CustomerRow } from './rows'

export const customerRepository = (db: D1Database) => ({
  byEmail(store: string, email: string): Promise<CustomerRow | null> {
    return db
      .prepare('SELECT * FROM customers WHERE store = ? AND email = ?')
      .bind(store, email.trim())
      .first<CustomerRow>()
  },

  byId(id: number): Promise<CustomerRow | null> {
    return db.prepare('SELECT * FROM customers WHERE id = ?').bind(id).first<CustomerRow>()
  },

  async create(input: Omit<CustomerRow, 'id'>): Promise<CustomerRow> {
    const row = await db
      .prepare(
        `INSERT INTO customers (store, email, firstname, lastname, password_hash, created_at)
         VALUES (?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .bind(
        input.store,
        input.email,
        input.firstname,
        input.lastname,
        input.password_hash,
        input.created_at,
      )
      .first<CustomerRow>()
    if (!row) throw new Error('Could not create a customer')
    return row
  },

  async addToken(token: string, customerId: number, now: number, expiresAt: number) {
    await db
      .prepare(
        'INSERT INTO customer_tokens (token, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      )
      .bind(token, customerId, now, expiresAt)
      .run()
  },

  /** The customer a bearer token belongs to in a store, unless it expired. */
  customerForToken(store: string, token: string, now: number): Promise<CustomerRow | null> {
    return db
      .prepare(
        `SELECT c.* FROM customer_tokens t JOIN customers c ON c.id = t.customer_id
         WHERE t.token = ? AND t.expires_at > ? AND c.store = ?`,
      )
      .bind(token, now, store)
      .first<CustomerRow>()
  },

  /** Magento's revokeCustomerToken signs the customer out everywhere. */
  async revokeTokens(customerId: number) {
    await db.prepare('DELETE FROM customer_tokens WHERE customer_id = ?').bind(customerId).run()
  },
})
