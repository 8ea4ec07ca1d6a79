import type { D1Database } from '@cloudflare/workers-types/index.ts'

/**
 * How far a purge got in every data center (src/worker/purge/global/): the purge_log columns of
 * migration 0007. Kept beside the log's other statements (./purge-log-writes.ts), which commit
 * them with each batch.
 */

/**
 * - 'off': no API token configured; other data centers keep their copies for their freshness.
 * - 'done': every tag so far was accepted by the zone's purge API.
 * - 'retrying': the last ask failed; the purge queue asks again (`pending`).
 * - 'failed': asked too often in vain, or a site has no zone id: purge again once it is fixed.
 */
export type GlobalState = 'off' | 'done' | 'retrying' | 'failed'

/** Tags still to be asked for, by zone id. */
export type PendingTags = Readonly<Record<string, readonly string[]>>

export interface GlobalProgress {
  state: GlobalState
  /** Tags the API accepted in this step (added to the row's count). */
  asked: number
  pending: PendingTags
  /** Failed asks in a row. */
  attempts: number
  error: string | null
}

/** The step's progress as the next step starts from it. */
export interface GlobalStanding {
  state: GlobalState
  pending: PendingTags
  attempts: number
  error: string | null
}

/** What the log shows of it. */
export interface GlobalReport {
  state: GlobalState
  /** Tags accepted so far. */
  asked: number
  attempts: number
  error: string | null
}

export interface GlobalRow {
  global_state: string
  global_asked: number
  global_pending: string
  global_attempts: number
  global_error: string | null
}

export const GLOBAL_COLUMNS =
  'global_state, global_asked, global_pending, global_attempts, global_error'

const STATES: readonly GlobalState[] = ['off', 'done', 'retrying', 'failed']
const stateOf = (value: string): GlobalState =>
  (STATES as readonly string[]).includes(value) ? (value as GlobalState) : 'off'

const pendingOf = (text: string): PendingTags => {
  try {
    const value = JSON.parse(text) as unknown
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
    const pending: Record<string, string[]> = {}
    for (const [zone, tags] of Object.entries(value))
      if (Array.isArray(tags)) pending[zone] = tags.filter((tag) => typeof tag === 'string')
    return pending
  } catch {
    return {}
  }
}

export const globalStandingOf = (row: GlobalRow): GlobalStanding => ({
  state: stateOf(row.global_state),
  pending: pendingOf(row.global_pending),
  attempts: row.global_attempts,
  error: row.global_error,
})

export const globalReportOf = (row: GlobalRow): GlobalReport => ({
  state: stateOf(row.global_state),
  asked: row.global_asked,
  attempts: row.global_attempts,
  error: row.global_error,
})

/** The update of a job's row (`jobId`: its id, or the SQL naming the row just inserted). */
export const globalUpdateOf = (db: D1Database, jobId: string, progress: GlobalProgress) =>
  db
    .prepare(
      `UPDATE purge_log SET global_state = ?, global_asked = global_asked + ?,
         global_pending = ?, global_attempts = ?, global_error = ?
       WHERE id = ${jobId}`,
    )
    .bind(
      progress.state,
      progress.asked,
      JSON.stringify(progress.pending),
      progress.attempts,
      progress.error,
    )
