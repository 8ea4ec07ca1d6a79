import type { D1Database, KVNamespace } from '@cloudflare/workers-types/index.ts'
import { inBatches } from '../../lib'
import type { CacheIndex } from '../upstream-cache/cache-index'
import type { PurgeCursor } from '../upstream-cache/index-reads'
import type { IndexSelection } from '../upstream-cache/index-selection'
import { markStale } from '../upstream-cache/upstream-cache'
import {
  isResponseKey,
  runtimeResponseCache,
  type ResponseCache,
} from '../page-cache/response-cache'
import { entryTagsOf, type SiteTag } from './global/every-data-center'
import type { GlobalPurgeConfig } from './global/global-purge-config'
import type { PurgeMode } from './log/purge-log'
import {
  HARD_BATCH_KEYS,
  KV_CONCURRENCY,
  SELECTION_QUERIES_PER_BATCH,
  SOFT_BATCH_KEYS,
} from './limits'

export interface PurgeDeps {
  kv: KVNamespace
  db: D1Database
  now: () => number
  /** The edge cache's stored responses (the runtime's Cache API unless a test hands in its own). */
  responses?: ResponseCache
  /** The zone's purge API, which reaches every data center; null without a token (./global/). */
  global: GlobalPurgeConfig | null
}

export interface Batch {
  keys: string[]
  next: PurgeCursor
  done: boolean
  /** Soft: how many were marked stale; hard: null (the commit counts deleted rows). */
  marked: number | null
}

/**
 * One batch's KV and Cache API work: at most KV_CONCURRENCY calls in flight, HARD_BATCH_KEYS
 * deletes or SOFT_BATCH_KEYS reads and writes, so a batch never nears 1,000 operations.
 */
export const runBatch = async (
  { kv, now, responses = runtimeResponseCache }: PurgeDeps,
  index: CacheIndex,
  selections: readonly IndexSelection[],
  cursor: PurgeCursor,
  mode: PurgeMode,
  startedAt: number,
): Promise<Batch> => {
  const limit = mode === 'soft' ? SOFT_BATCH_KEYS : HARD_BATCH_KEYS
  const { keys, next, done } = await index.nextKeys(
    selections,
    cursor,
    limit,
    SELECTION_QUERIES_PER_BATCH,
  )
  // A stored response goes in either mode: a soft purge's stale copies are KV's, which the
  // next render serves at once while it revalidates (never stored again until fresh).
  const stored = keys.filter(isResponseKey)
  const kvKeys = keys.filter((key) => !isResponseKey(key))
  await inBatches(stored, KV_CONCURRENCY, (key) => responses.delete(key))
  if (mode === 'hard') {
    await inBatches(kvKeys, KV_CONCURRENCY, (key) => kv.delete(key))
    return { keys, next, done, marked: null }
  }
  const marked: string[] = [...stored]
  await inBatches(kvKeys, KV_CONCURRENCY, async (key) => {
    if (await markStale(kv, key, startedAt, now())) marked.push(key)
  })
  return { keys: marked, next, done, marked: marked.length }
}

/** The tags of a batch's stored pages, when there is an API to ask. */
export const batchTagsOf = async (deps: PurgeDeps, keys: readonly string[]): Promise<SiteTag[]> =>
  deps.global ? entryTagsOf(keys, deps.global.sites) : []
