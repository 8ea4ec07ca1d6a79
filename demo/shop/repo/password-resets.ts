import type { D1Database } from '@cloudflare/workers-types/index.ts'

/** Magento's password reset link lives a day (customer/password/reset_link_expiration_period). */
export const PASSWORD_RESET_LIFETIME_SECONDS = 86_400

export const passwordResetRepository = (db: D1Database) => ({
  async issue(customerId: number, token: string, now: number) {
    await db
      .prepare(
        `INSERT INTO password_resets (customer_id, token, created_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (customer_id) DO UPDATE SET token = excluded.token, created_at = excluded.created_at`,
      )
      .bind(customerId, token, now)
      .run()
  },

  /** The customer's open token, unless it expired. */
  async current(customerId: number, now: number): Promise<string | null> {
    const row = await db
      .prepare('SELECT token FROM password_resets WHERE customer_id = ?1 AND created_at > ?2')
      .bind(customerId, now - PASSWORD_RESET_LIFETIME_SECONDS)
      .first<{ token: string }>()
    return row?.token ?? null
  },

  async useUp(customerId: number) {
    await db.prepare('DELETE FROM password_resets WHERE customer_id = ?1').bind(customerId).run()
  },
})

/** Sets a new password hash and signs the customer out everywhere (Magento does both). */
export const customerPasswordRepository = (db: D1Database) => ({
  async setPasswordHash(customerId: number, hash: string) {
    await db.batch([
      db.prepare('UPDATE customers SET password_hash = ?1 WHERE id = ?2').bind(hash, customerId),
    ])
  },
  async setName(customerId: number, firstname: string, lastname: string) {
    await db
      .prepare('UPDATE customers SET firstname = ?1, lastname = ?2 WHERE id = ?3')
      .bind(firstname, lastname, customerId)
      .run()
  },
  async setEmail(customerId: number, email: string) {
    await db.prepare('UPDATE customers SET email = ?1 WHERE id = ?2').bind(email, customerId).run()
  },
})
