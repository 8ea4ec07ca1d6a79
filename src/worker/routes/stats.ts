import type { Context } from 'hono'
import { localFigures } from '../metrics/local-figures'
import type { PurgeEnv } from './purge-auth'

const NO_STORE = { 'cache-control': 'no-store' }

/**
 * GET /_cache/stats: the figures this isolate kept, per site and minute (requests by kind, the
 * edge cache's hits, misses and bypasses, renders, upstream calls with errors and p50/p95, purges),
 * for `npm run stats` under `npm start`. Deployed they are in Workers Analytics Engine, read with
 * the SQL of docs/operations.md: an isolate's own share of them would mislead, so it answers 404.
 */
export const statsRoute = (c: Context<PurgeEnv>) => {
  if (c.env.ENVIRONMENT !== 'development') {
    return c.json(
      {
        error:
          'Figures are in Workers Analytics Engine (dataset of the METRICS binding): see docs/operations.md',
      },
      404,
      NO_STORE,
    )
  }
  return c.json({ figures: localFigures() }, 200, NO_STORE)
}
