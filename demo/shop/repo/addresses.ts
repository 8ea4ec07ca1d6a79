import type { D1Database } from '@cloudflare/workers-types/index.ts'

export interface AddressRow {
  id: number
  customer_id: number
  firstname: string
  lastname: string
  company: string | null
  /** JSON array of street lines. */
  street: string
  postcode: string
  city: string
  country_code: string
  telephone: string | null
  default_shipping: number
  default_billing: number
}

export type AddressFields = Omit<AddressRow, 'id' | 'customer_id'>

export const addressRepository = (db: D1Database) => ({
  async forCustomer(customerId: number): Promise<AddressRow[]> {
    const { results } = await db
      .prepare('SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY id')
      .bind(customerId)
      .all<AddressRow>()
    return results
  },

  byId(id: number): Promise<AddressRow | null> {
    return db.prepare('SELECT * FROM customer_addresses WHERE id = ?').bind(id).first<AddressRow>()
  },

  /** Saves the address; a default flag set here is taken from the customer's other addresses. */
  async save(customerId: number, id: number | null, fields: AddressFields): Promise<AddressRow> {
    const clear: ReturnType<D1Database['prepare']>[] = []
    for (const flag of ['default_shipping', 'default_billing'] as const) {
      if (fields[flag])
        clear.push(
          db
            .prepare(`UPDATE customer_addresses SET ${flag} = 0 WHERE customer_id = ?`)
            .bind(customerId),
        )
    }
    const values = [
      fields.firstname,
      fields.lastname,
      fields.company,
      fields.street,
      fields.postcode,
      fields.city,
      fields.country_code,
      fields.telephone,
      fields.default_shipping,
      fields.default_billing,
    ]
    const write =
      id === null
        ? db
            .prepare(
              `INSERT INTO customer_addresses (customer_id, firstname, lastname, company, street,
                 postcode, city, country_code, telephone, default_shipping, default_billing)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
            )
            .bind(customerId, ...values)
        : db
            .prepare(
              `UPDATE customer_addresses SET firstname = ?, lastname = ?, company = ?, street = ?,
                 postcode = ?, city = ?, country_code = ?, telephone = ?, default_shipping = ?,
                 default_billing = ? WHERE id = ? RETURNING *`,
            )
            .bind(...values, id)
    const results = await db.batch([...clear, write])
    const row = (results.at(-1)?.results as AddressRow[] | undefined)?.[0]
    if (!row) throw new Error('Could not save the address')
    return row
  },

  async remove(id: number) {
    await db.prepare('DELETE FROM customer_addresses WHERE id = ?').bind(id).run()
  },
})
