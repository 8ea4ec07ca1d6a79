import type { IndexSelection } from '../../upstream-cache/index-selection'
import type { PurgeCursor } from '../../upstream-cache/index-reads'
import type { GlobalProgress, GlobalReport, GlobalStanding } from './global-purge-log'

/**
 * The purge log (`purge_log`, DESIGN.md section 6; tables in migrations/): one row per purge,
 * what editors read back ("who purged this, and when?") and, while a purge runs, its job: the
 * selections, the cursor and how far every data center got. Its statements are in
 * ./purge-log-writes.ts and ./purge-log-reads.ts.
 */

export type PurgeMode = 'hard' | 'soft'
export type PurgeStatus = 'running' | 'complete'

/** A purge_log row: who purged what (as the editor asked for it), when, and how far it got. */
export interface PurgeLogEntry {
  /** The row's id: the purge job's id while it runs (src/worker/purge/purge-queue.ts). */
  id: number
  /** The name of the editor's token (src/worker/purge/editor-tokens.ts). */
  actor: string
  /** The request's scope word: 'path', 'paths', 'urls', 'page', 'site', 'tags', … */
  scope: string
  /** The request as an editor reads it: 'vitalis-de/produkte', 'vitalis-de (en)'. */
  target: string
  /** 'hard' removes entries; 'soft' marks them stale (served while one revalidation runs). */
  mode: PurgeMode
  status: PurgeStatus
  /** Index rows the purge covered when it began. */
  planned: number
  /** Entries removed (hard) or marked stale (soft) so far. */
  removed: number
  /** The removed KV keys; the log keeps the first LOGGED_KEYS of them. */
  keys: readonly string[]
  /** When it began. */
  purgedAt: number
  completedAt: number | null
  /** How far it got in every data center (src/worker/purge/global/). */
  global: GlobalReport
}

/** A running purge as its next batch needs it. */
export interface PurgeJob {
  id: number
  mode: PurgeMode
  status: PurgeStatus
  selections: IndexSelection[]
  cursor: PurgeCursor
  purgedAt: number
  global: GlobalStanding
}

/** What the log knows of a purge when it starts. */
export type PurgeStart = Omit<
  PurgeLogEntry,
  'id' | 'status' | 'removed' | 'keys' | 'completedAt' | 'global'
> & {
  selections: readonly IndexSelection[]
}

/** What one batch did, committed in one D1 batch (all of it lands or none). */
export interface PurgeBatchCommit {
  /**
   * The running job `id`, or a purge to log with its first batch (when D1 refused its log row
   * before the batch: src/worker/purge/purge.ts).
   */
  job: { id: number } | { start: PurgeStart }
  keys: readonly string[]
  /** Hard: the keys' rows are deleted and counted; soft: rows stay, `marked` are counted. */
  marked: number | null
  next: PurgeCursor
  done: boolean
  now: number
  /** The batch's step in every data center, committed with it. */
  global: GlobalProgress
}

/** The purge log keeps the newest rows only: enough to answer "who purged this, and when?". */
export const PURGE_LOG_ROWS = 1000
/** Removed keys listed per log row; `removed` keeps the full count (a site purge: thousands). */
export const LOGGED_KEYS = 50
