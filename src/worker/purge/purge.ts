import type { D1Database, KVNamespace } from '@cloudflare/workers-types/index.ts'
import { createCacheIndex, type PurgeLogEntry } from '../cache-index'
import type { PurgePlan } from './purge-plan'

/**
 * Editors' cache purge (DESIGN.md section 6): the D1 index names the KV keys a plan covers
 * (./purge-plan.ts); they are deleted with their index rows and the purge is logged under the
 * editor's token name. KV is eventually consistent: other Cloudflare locations may serve their
 * copy for up to 60 s more (https://developers.cloudflare.com/kv/concepts/how-kv-works/).
 */

export interface PurgeDeps {
  kv: KVNamespace
  db: D1Database
  now: () => number
}

export interface PurgeResult {
  removed: number
  keys: string[]
}

/**
 * D1 failed under a purge or a log read. It alone names the keys a purge covers (KV lists keys
 * only by prefix and eventually), so a purge whose keys it cannot tell removes nothing rather
 * than a guessed part, and the routes answer 503 with this message instead of a 500 error page
 * (test/faults/d1.test.ts). Purging again is always safe.
 */
export class CacheIndexUnavailable extends Error {
  override readonly name = 'CacheIndexUnavailable'
}

export const NOTHING_PURGED =
  'The cache index (D1) is unavailable: nothing was purged. Try again shortly.'
export const PURGE_NOT_LOGGED =
  'The cache index (D1) is unavailable: the entries were removed, but the purge is not logged. Purge again shortly to log it.'
export const LOG_UNAVAILABLE = 'The cache index (D1) is unavailable: the purge log cannot be read.'

const indexUnavailable = (message: string) => (error: unknown) => {
  throw new CacheIndexUnavailable(message, { cause: error })
}

/** A purge as POST /_cache/purge answers it and the editors' page shows it. */
export interface PurgeOutcome extends PurgeResult {
  /** The name of the token used (./editor-tokens.ts). */
  editor: string
  scope: string
  target: string
  ignored: string[]
}

export const purgeCache = async (
  { kv, db, now }: PurgeDeps,
  plan: PurgePlan,
  editor: string,
): Promise<PurgeResult> => {
  const index = createCacheIndex({ db })
  const keys = await index.keysOf(plan.selections).catch(indexUnavailable(NOTHING_PURGED))
  await Promise.all(keys.map((key) => kv.delete(key)))
  await index
    .forget(plan.selections, {
      actor: editor,
      scope: plan.scope,
      target: plan.target,
      removed: keys.length,
      keys,
      purgedAt: now(),
    })
    .catch(indexUnavailable(PURGE_NOT_LOGGED))
  return { removed: keys.length, keys }
}

/** How many purges GET /_cache/log and the editors' page list at most. */
export const MAX_LOG_ENTRIES = 200

export const recentPurges = ({ db }: { db: D1Database }, limit: number): Promise<PurgeLogEntry[]> =>
  createCacheIndex({ db })
    .recentPurges(Math.min(Math.max(1, limit), MAX_LOG_ENTRIES))
    .catch(indexUnavailable(LOG_UNAVAILABLE))
