import type { D1Database } from '@cloudflare/workers-types/index.ts'

/** Rows of demo/migrations/0013_product_facts.sql, as D1 returns them. */

export interface AttributeValueRow {
  product_id: number
  code: string
  frontend_input: 'text' | 'textarea' | 'multiselect'
  is_visible_on_front: number
  is_html_allowed_on_front: number
  used_in_product_listing: number
  /** The view's own value, or the default's where the view has none. */
  value: string
}

export interface AttributeOptionRow {
  attribute_code: string
  value: string
  label: string
}

/**
 * D1 binds at most 100 parameters to a statement
 * (https://developers.cloudflare.com/d1/platform/limits/): two are the view, so ids go 90 a
 * statement, all statements in one batch (one round trip).
 */
const IDS_PER_STATEMENT = 90

/** `view`: the store view whose values stand in for the defaults (store-values.ts). */
export const attributeRepository = (db: D1Database, view: string) => ({
  /** The attribute values of these products in the view, by attribute position. */
  async valuesOf(productIds: readonly number[]): Promise<AttributeValueRow[]> {
    if (productIds.length === 0) return []
    const chunks: number[][] = []
    for (let i = 0; i < productIds.length; i += IDS_PER_STATEMENT) {
      chunks.push(productIds.slice(i, i + IDS_PER_STATEMENT))
    }
    const results = await db.batch<AttributeValueRow>(
      chunks.map((ids) =>
        db
          .prepare(
            `SELECT v.product_id, a.code, a.frontend_input, a.is_visible_on_front,
               a.is_html_allowed_on_front, a.used_in_product_listing,
               COALESCE(MAX(CASE WHEN v.store_view = ? THEN v.value END),
                 MAX(CASE WHEN v.store_view = '' THEN v.value END)) AS value
             FROM product_attribute_values v
             JOIN product_attributes a ON a.code = v.attribute_code
             WHERE v.store_view IN ('', ?) AND v.product_id IN (${ids.map(() => '?').join(', ')})
             GROUP BY v.product_id, a.code
             ORDER BY v.product_id, a.position`,
          )
          .bind(view, view, ...ids),
      ),
    )
    return results.flatMap((result) => result.results)
  },

  /** Every option label of the multiselect attributes in the view (a few dozen rows). */
  async optionLabels(): Promise<AttributeOptionRow[]> {
    const { results } = await db
      .prepare(
        `SELECT o.attribute_code, o.value, COALESCE(v.label, o.label) AS label
         FROM product_attribute_options o
         LEFT JOIN product_attribute_options v ON v.attribute_code = o.attribute_code
           AND v.value = o.value AND v.store_view = ?
         WHERE o.store_view = ''`,
      )
      .bind(view)
      .all<AttributeOptionRow>()
    return results
  },
})
