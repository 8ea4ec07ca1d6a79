import type { D1Database } from '@cloudflare/workers-types/index.ts'
import type { Context } from 'hono'
import type { ShopEnv } from './env'

/**
 * How long a customer token lives, switchable at run time so that tests can end a session
 * mid-visit (0 expires every token at once). Magento checks a token's age against the configured
 * lifetime each time it reads the token (Stores > Configuration > Services > OAuth > Access Token
 * Expiration: https://experienceleague.adobe.com/en/docs/commerce-admin/config/services/oauth),
 * so lowering it also ends the sessions already signed in; the demo shop does the same
 * (repo/customers.ts). Stored in the `knobs` table beside the slow-catalogue knob (latency.ts);
 * one hour, Magento's default, unless someone sets it.
 *
 *   GET /shop/_token-lifetime                    → { "seconds": 3600 }
 *   PUT /shop/_token-lifetime  { "seconds": 0 }  → { "seconds": 0 }
 */
export const TOKEN_LIFETIME_KNOB = 'customer_token_lifetime_seconds'
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600
/** A year: longer than any session a test or a demo needs. */
export const MAX_TOKEN_LIFETIME_SECONDS = 31_536_000

export const tokenLifetimeSeconds = async (db: D1Database): Promise<number> => {
  const row = await db
    .prepare('SELECT value FROM knobs WHERE name = ?1')
    .bind(TOKEN_LIFETIME_KNOB)
    .first<{ value: number }>()
  return row?.value ?? DEFAULT_TOKEN_LIFETIME_SECONDS
}

export const tokenLifetimeHandler = async (c: Context<ShopEnv>) => {
  if (c.req.method === 'PUT') {
    const body: unknown = await c.req.json().catch(() => null)
    const seconds = (body as { seconds?: unknown } | null)?.seconds
    if (
      typeof seconds !== 'number' ||
      !Number.isInteger(seconds) ||
      seconds < 0 ||
      seconds > MAX_TOKEN_LIFETIME_SECONDS
    ) {
      return c.json(
        { error: `seconds must be an integer from 0 to ${MAX_TOKEN_LIFETIME_SECONDS}` },
        400,
      )
    }
    await c.env.SHOP_DB.prepare(
      'INSERT INTO knobs (name, value) VALUES (?1, ?2) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
    )
      .bind(TOKEN_LIFETIME_KNOB, seconds)
      .run()
  }
  return c.json({ seconds: await tokenLifetimeSeconds(c.env.SHOP_DB) }, 200, {
    'cache-control': 'no-store',
  })
}
