import type { D1Database } from '@cloudflare/workers-types/index.ts'
import type { IndexSelection } from '../../upstream-cache/index-selection'
import {
  GLOBAL_COLUMNS,
  globalReportOf,
  globalStandingOf,
  type GlobalRow,
} from './global-purge-log'
import type { PurgeJob, PurgeLogEntry, PurgeMode, PurgeStatus } from './purge-log'

interface PurgeLogRow extends GlobalRow {
  id: number
  actor: string
  scope: string
  target: string
  mode: string
  status: string
  planned: number
  removed: number
  removed_keys: string
  purged_at: number
  completed_at: number | null
}

interface PurgeJobRow extends GlobalRow {
  id: number
  mode: string
  status: string
  selections: string
  cursor_selection: number
  cursor_key: string
  purged_at: number
}

const parseJson = (json: string): unknown => {
  try {
    return JSON.parse(json)
  } catch {
    return null
  }
}

const keysOfRow = (json: string): string[] => {
  const keys = parseJson(json)
  return Array.isArray(keys) ? keys.filter((key) => typeof key === 'string') : []
}

/** Selections as the log's writes stored them (./purge-log-writes.ts); anything else is none. */
const selectionsOfRow = (json: string): IndexSelection[] => {
  const selections = parseJson(json)
  return Array.isArray(selections)
    ? selections.filter(
        (selection): selection is IndexSelection =>
          typeof selection === 'object' && selection !== null && 'scope' in selection,
      )
    : []
}

const modeOf = (mode: string): PurgeMode => (mode === 'soft' ? 'soft' : 'hard')
const statusOf = (status: string): PurgeStatus => (status === 'running' ? 'running' : 'complete')

/**
 * Whether a purge began at or after `since`, or one begun after `runningSince` still runs: a
 * response rendered meanwhile may show what it purged (src/worker/page-cache/edge-store.ts).
 */
export const purgedSince = async (
  db: D1Database,
  since: number,
  runningSince: number,
): Promise<boolean> => {
  // One range of the index on purged_at (migration 0006): the purges of the last minutes,
  // usually none, whatever the log's size. Every response stored asks this twice.
  const row = await db
    .prepare(
      `SELECT 1 AS purged FROM purge_log
       WHERE purged_at >= ?3 AND (purged_at >= ?1 OR status = 'running') LIMIT 1`,
    )
    .bind(since, runningSince, Math.min(since, runningSince))
    .first<{ purged: number }>()
  return row !== null
}

/** A purge job by id, or null once the log has let it go. */
export const jobOf = async (db: D1Database, id: number): Promise<PurgeJob | null> => {
  const row = await db
    .prepare(
      `SELECT id, mode, status, selections, cursor_selection, cursor_key, purged_at,
         ${GLOBAL_COLUMNS}
       FROM purge_log WHERE id = ?`,
    )
    .bind(id)
    .first<PurgeJobRow>()
  if (!row) return null
  return {
    id: row.id,
    mode: modeOf(row.mode),
    status: statusOf(row.status),
    selections: selectionsOfRow(row.selections),
    cursor: { selection: row.cursor_selection, key: row.cursor_key },
    purgedAt: row.purged_at,
    global: globalStandingOf(row),
  }
}

/** The newest purges first. */
export const recentPurgesOf = async (db: D1Database, limit: number): Promise<PurgeLogEntry[]> => {
  const { results } = await db
    .prepare(
      `SELECT id, actor, scope, target, mode, status, planned, removed, removed_keys, purged_at,
         completed_at, ${GLOBAL_COLUMNS}
       FROM purge_log ORDER BY id DESC LIMIT ?1`,
    )
    .bind(limit)
    .all<PurgeLogRow>()
  return results.map((row) => ({
    id: row.id,
    actor: row.actor,
    scope: row.scope,
    target: row.target,
    mode: modeOf(row.mode),
    status: statusOf(row.status),
    planned: row.planned,
    removed: row.removed,
    keys: keysOfRow(row.removed_keys),
    purgedAt: row.purged_at,
    completedAt: row.completed_at,
    global: globalReportOf(row),
  }))
}
