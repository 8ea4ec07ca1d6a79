import type { D1Database } from '@cloudflare/workers-types/index.ts'
import { secondsUntilNextWindow, windowStartOf } from './fixed-window'

/**
 * How often one client may submit CMS forms: a person writes the contact form a few times at
 * most, a script hundreds of times. Ten in ten minutes leaves room for a shopper who corrects
 * several mistakes without JavaScript, and keeps the CMS (and whoever reads its mail) from floods.
 */
export const FORM_RATE_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 } as const

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface RateLimiter {
  /** Counts one submission of `client` and says whether it may go on. */
  hit(client: string): Promise<RateDecision>
}

interface Options {
  db: D1Database
  now: () => number
  waitUntil: (promise: Promise<unknown>) => void
  limit?: { max: number; windowMs: number }
}

/**
 * A fixed-window counter in D1: one row per client and window, incremented atomically
 * (D1 runs each statement on its database's single writer, so two submissions at once both count).
 * D1 rather than the Workers rate-limiting binding, whose periods are 10 or 60 seconds and whose
 * counts are kept per Cloudflare location: a contact form's limit is minutes, and the same for a
 * client wherever their requests land. It costs a write per submission, nothing on page views.
 * https://developers.cloudflare.com/d1/worker-api/prepared-statements/
 */
export const createRateLimiter = ({
  db,
  now,
  waitUntil,
  limit = FORM_RATE_LIMIT,
}: Options): RateLimiter => ({
  async hit(client) {
    const at = now()
    const windowStart = windowStartOf(at, limit.windowMs)
    const row = await db
      .prepare(
        `INSERT INTO form_rate_limits (client, window_start, hits) VALUES (?1, ?2, 1)
         ON CONFLICT (client, window_start) DO UPDATE SET hits = hits + 1
         RETURNING hits`,
      )
      .bind(client, windowStart)
      .first<{ hits: number }>()
    // Past windows count for nothing any more; off the response's path.
    waitUntil(
      db.prepare('DELETE FROM form_rate_limits WHERE window_start < ?1').bind(windowStart).run(),
    )
    if ((row?.hits ?? 0) <= limit.max) return { allowed: true }
    return { allowed: false, retryAfterSeconds: secondsUntilNextWindow(at, limit.windowMs) }
  },
})

/**
 * Whom a submission is counted for: the client's address as Cloudflare reports it, with the site,
 * hashed (SHA-256), so the table holds no addresses. Without the header (a local call) all such
 * clients share one count.
 * https://developers.cloudflare.com/fundamentals/reference/http-headers/#cf-connecting-ip
 */
export const clientKeyOf = async (siteId: string, address: string | undefined): Promise<string> => {
  const data = new TextEncoder().encode(`${siteId}|${address ?? 'unknown'}`)
  const digest = await crypto.subtle.digest('SHA-256', data)
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
