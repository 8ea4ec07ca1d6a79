import type { D1Database } from '@cloudflare/workers-types/index.ts'
import { secondsUntilNextWindow, windowStartOf } from '../forms/fixed-window'
import type { RateDecision } from '../forms/rate-limit'

/**
 * How many wrong purge tokens one client may present: an editor mistypes a few times, a guesser
 * tries thousands. Valid tokens never count, so the TYPO3 hook, the CLI and the bench's purge
 * every 3 s are never limited; a client over the limit is refused even with a valid token
 * (else guessing would go on, only its successes answered).
 */
export const PURGE_AUTH_LIMIT = { maxFailures: 10, windowMs: 60 * 1000 } as const

export interface AuthFailureLimiter {
  /** Whether `client` may present a token now. Counts nothing. */
  check(client: string): Promise<RateDecision>
  /** Counts one wrong token of `client`; says whether it may still try. */
  fail(client: string): Promise<RateDecision>
}

interface Options {
  db: D1Database
  now: () => number
  waitUntil: (promise: Promise<unknown>) => void
  limit?: { maxFailures: number; windowMs: number }
}

/**
 * A fixed-window counter of failures in D1, as the forms' limit (../forms/rate-limit.ts): one row
 * per client and minute, incremented atomically on D1's single writer, so it is one count
 * wherever the client's requests land. A fixed window lets a guesser spend one budget at the
 * end of a minute and the next at the start of the following one: 20 guesses at most in any
 * minute, 10 a minute sustained, against tokens of many random bytes. Not the Workers Rate Limiting binding: it counts every
 * call of `limit()` and has no way to ask without counting, so it could count the failures
 * only by letting a limited client through with a valid token; and its counts are kept per
 * Cloudflare location, for periods of 10 or 60 seconds only
 * (https://developers.cloudflare.com/workers/runtime-apis/bindings/rate-limit/).
 * The cost: one D1 read per attempt with a token, a write per wrong one (D1: 1,000 queries per
 * invocation on the paid plan, https://developers.cloudflare.com/d1/platform/limits/).
 */
export const createAuthFailureLimiter = ({
  db,
  now,
  waitUntil,
  limit = PURGE_AUTH_LIMIT,
}: Options): AuthFailureLimiter => {
  const windowOf = (at: number) => windowStartOf(at, limit.windowMs)
  /** Limited once `failures` reached the limit (before a try) or went past it (after one). */
  const decide = (limitedFrom: number, failures: number, at: number): RateDecision =>
    failures < limitedFrom
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds: secondsUntilNextWindow(at, limit.windowMs) }
  return {
    async check(client) {
      const at = now()
      const row = await db
        .prepare('SELECT failures FROM purge_auth_failures WHERE client = ?1 AND window_start = ?2')
        .bind(client, windowOf(at))
        .first<{ failures: number }>()
      return decide(limit.maxFailures, row?.failures ?? 0, at)
    },
    async fail(client) {
      const at = now()
      const windowStart = windowOf(at)
      const row = await db
        .prepare(
          `INSERT INTO purge_auth_failures (client, window_start, failures) VALUES (?1, ?2, 1)
           ON CONFLICT (client, window_start) DO UPDATE SET failures = failures + 1
           RETURNING failures`,
        )
        .bind(client, windowStart)
        .first<{ failures: number }>()
      // Past windows count for nothing any more; off the response's path.
      waitUntil(
        db
          .prepare('DELETE FROM purge_auth_failures WHERE window_start < ?1')
          .bind(windowStart)
          .run(),
      )
      return decide(limit.maxFailures + 1, row?.failures ?? 0, at)
    },
  }
}

/**
 * Whom failures are counted for: the client's address as Cloudflare reports it, hashed
 * (SHA-256), so the table holds no addresses. One count for all sites: a token is good on every
 * host, so a guesser must not get a budget per hostname. Without the header (a local call) all
 * such clients share one count.
 * https://developers.cloudflare.com/fundamentals/reference/http-headers/#cf-connecting-ip
 */
export const purgeClientOf = async (address: string | undefined): Promise<string> => {
  const data = new TextEncoder().encode(`purge|${address ?? 'unknown'}`)
  const digest = await crypto.subtle.digest('SHA-256', data)
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
