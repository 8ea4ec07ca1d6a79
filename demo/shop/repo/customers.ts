import type { D1Database } from '@cloudflare/workers-types/index.ts'
import { DEFAULT_TOKEN_LIFETIME_SECONDS, TOKEN_LIFETIME_KNOB } from '../token-lifetime'
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

  /** A new token, expiring after the token lifetime set now (token-lifetime.ts). */
  async addToken(token: string, customerId: number, now: number) {
    await db
      .prepare(
        `INSERT INTO customer_tokens (token, customer_id, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?3 + COALESCE((SELECT value FROM knobs WHERE name = ?4), ?5))`,
      )
      .bind(token, customerId, now, TOKEN_LIFETIME_KNOB, DEFAULT_TOKEN_LIFETIME_SECONDS)
      .run()
  },

  /**
   * The customer a bearer token belongs to in a store, unless it expired: by the expiry it was
   * issued with, or by the token lifetime as it is set now (token-lifetime.ts), as Magento
   * checks a token's age against its configuration at every use.
   */
  customerForToken(store: string, token: string, now: number): Promise<CustomerRow | null> {
    return db
      .prepare(
        `SELECT c.* FROM customer_tokens t JOIN customers c ON c.id = t.customer_id
         LEFT JOIN knobs k ON k.name = ?4
         WHERE t.token = ?1 AND t.expires_at > ?2 AND c.store = ?3
           AND t.created_at + COALESCE(k.value, ?5) > ?2`,
      )
      .bind(token, now, store, TOKEN_LIFETIME_KNOB, DEFAULT_TOKEN_LIFETIME_SECONDS)
      .first<CustomerRow>()
  },

  /** Magento's revokeCustomerToken signs the customer out everywhere. */
  async revokeTokens(customerId: number) {
    await db.prepare('DELETE FROM customer_tokens WHERE customer_id = ?').bind(customerId).run()
  },
})
