import type { D1Database } from '@cloudflare/workers-types/index.ts'
import type { OperationDefinitionNode } from 'graphql'
import type { Context } from 'hono'
import type { ShopEnv } from './env'

/**
 * A slow product catalogue on demand: GraphQL queries that select `products` wait this long
 * before they run, every other operation answers as fast as ever. The bench sets it to measure
 * how the storefront streams a page while the shop is slow (bench/figures/ttfb.mjs); it lives in
 * the shop's D1 database, so it can be switched without restarting wrangler dev, and it is 0
 * unless someone sets it.
 *
 *   GET /shop/_latency                        → { "productsMs": 0 }
 *   PUT /shop/_latency  { "productsMs": 800 } → { "productsMs": 800 }
 */
const KNOB = 'products_latency_ms'
export const MAX_LATENCY_MS = 10_000

export const productsLatencyMs = async (db: D1Database): Promise<number> => {
  const row = await db.prepare('SELECT value FROM knobs WHERE name = ?1').bind(KNOB).first<{
    value: number
  }>()
  return row?.value ?? 0
}

/** Whether the operation is a query asking for the catalogue (Magento's `products` field). */
export const selectsProducts = (operation: OperationDefinitionNode | null | undefined): boolean =>
  operation?.operation === 'query' &&
  operation.selectionSet.selections.some(
    (selection) => selection.kind === 'Field' && selection.name.value === 'products',
  )

export const latencyHandler = async (c: Context<ShopEnv>) => {
  if (c.req.method === 'PUT') {
    const body: unknown = await c.req.json().catch(() => null)
    const ms = (body as { productsMs?: unknown } | null)?.productsMs
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > MAX_LATENCY_MS) {
      return c.json({ error: `productsMs must be an integer from 0 to ${MAX_LATENCY_MS}` }, 400)
    }
    await c.env.SHOP_DB.prepare(
      'INSERT INTO knobs (name, value) VALUES (?1, ?2) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
    )
      .bind(KNOB, ms)
      .run()
  }
  return c.json({ productsMs: await productsLatencyMs(c.env.SHOP_DB) }, 200, {
    'cache-control': 'no-store',
  })
}
