import type { D1Database } from '@cloudflare/workers-types/index.ts'
import type { CouponRow } from './rows'

export const couponRepository = (db: D1Database) => ({
  /** An active coupon of the store; codes compare case-insensitively, as in Magento. */
  findActive(store: string, code: string): Promise<CouponRow | null> {
    return db
      .prepare('SELECT * FROM coupons WHERE store = ? AND code = ? AND is_active = 1')
      .bind(store, code.trim())
      .first<CouponRow>()
  },
})
