import type { D1Database } from '@cloudflare/workers-types/index.ts'
import { createCacheIndex } from '../upstream-cache/cache-index'
import type { PurgeLogEntry } from './log/purge-log'
import { LOG_UNAVAILABLE, unavailable } from './purge-unavailable'

/** How many purges GET /_cache/log and the editors' page list at most. */
export const MAX_LOG_ENTRIES = 200

export const recentPurges = ({ db }: { db: D1Database }, limit: number): Promise<PurgeLogEntry[]> =>
  createCacheIndex({ db })
    .recentPurges(Math.min(Math.max(1, limit), MAX_LOG_ENTRIES))
    .catch(unavailable(LOG_UNAVAILABLE))
