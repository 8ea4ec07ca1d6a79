import type { D1Database } from '@cloudflare/workers-types/index.ts'
import type { GlobalProgress } from '../purge/log/global-purge-log'
import type { PurgeBatchCommit, PurgeJob, PurgeLogEntry, PurgeStart } from '../purge/log/purge-log'
import { jobOf, purgedSince, recentPurgesOf } from '../purge/log/purge-log-reads'
import { commitBatch, commitGlobal, dropJob, startJob } from '../purge/log/purge-log-writes'
import { countOf, keysOf, nextKeysOf, type PurgeBatchKeys, type PurgeCursor } from './index-reads'
import type { IndexSelection } from './index-selection'
import { recordEntry, type IndexEntry } from './index-writes'

/**
 * The D1 index of the upstream cache (DESIGN.md section 6; tables in migrations/). KV cannot
 * find keys by page id and lists them only eventually consistently, so every KV write (and every
 * response the edge cache stores) is recorded in `cache_entries` and purges select their keys
 * here, and log themselves in `purge_log`. The one way to both tables, so the caches and the
 * purge cannot disagree about what a row means: the entries' statements are in ./index-*.ts,
 * the log's in src/worker/purge/log/.
 */
export interface CacheIndex {
  /** Records a KV write; a key written again keeps one row with its newest page id and time. */
  record(entry: IndexEntry): Promise<void>
  /** The KV keys the selections cover, each once (small selections only: no limit). */
  keysOf(selections: readonly IndexSelection[]): Promise<string[]>
  /** How many rows the selections cover, in one query. */
  count(selections: readonly IndexSelection[]): Promise<number>
  /**
   * Up to `limit` keys after `cursor`, in key order, selection by selection, reading at most
   * `maxQueries` selections (each is one D1 query).
   */
  nextKeys(
    selections: readonly IndexSelection[],
    cursor: PurgeCursor,
    limit: number,
    maxQueries: number,
  ): Promise<PurgeBatchKeys>
  /**
   * Commits a batch: drops the hard-purged keys' rows and counts them, moves the cursor, marks
   * the purge complete when done, trims the log to PURGE_LOG_ROWS. Returns the job's id.
   */
  commitBatch(commit: PurgeBatchCommit): Promise<number>
  /**
   * Logs a purge as running before its first batch, so that a response stored while the batch
   * runs sees it (purgedSince) and is not kept. Returns the job's id.
   */
  startJob(start: PurgeStart): Promise<number>
  /** Lets go of a job whose first batch failed: nothing of it is left running. */
  dropJob(id: number): Promise<void>
  /** A complete job's step in every data center, asked again by the purge queue. */
  commitGlobal(id: number, progress: GlobalProgress): Promise<void>
  /** A purge job by id, or null once the log has let it go. */
  job(id: number): Promise<PurgeJob | null>
  /** The newest purges first. */
  recentPurges(limit: number): Promise<PurgeLogEntry[]>
  /**
   * Whether a purge began at or after `since`, or one begun after `runningSince` still runs: a
   * response rendered meanwhile may show what it purged (src/worker/page-cache/edge-store.ts).
   */
  purgedSince(since: number, runningSince: number): Promise<boolean>
}

export const createCacheIndex = ({ db }: { db: D1Database }): CacheIndex => ({
  startJob: (start) => startJob(db, start),
  dropJob: (id) => dropJob(db, id),
  commitGlobal: (id, progress) => commitGlobal(db, id, progress),
  purgedSince: (since, runningSince) => purgedSince(db, since, runningSince),
  record: (entry) => recordEntry(db, entry),
  keysOf: (selections) => keysOf(db, selections),
  count: (selections) => countOf(db, selections),
  nextKeys: (selections, cursor, limit, maxQueries) =>
    nextKeysOf(db, selections, cursor, limit, maxQueries),
  commitBatch: (commit) => commitBatch(db, commit),
  job: (id) => jobOf(db, id),
  recentPurges: (limit) => recentPurgesOf(db, limit),
})
