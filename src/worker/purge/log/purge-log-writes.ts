import type { D1Database } from '@cloudflare/workers-types/index.ts'
import { removalsOf } from '../../upstream-cache/index-writes'
import { globalUpdateOf, type GlobalProgress } from './global-purge-log'
import { LOGGED_KEYS, PURGE_LOG_ROWS, type PurgeBatchCommit, type PurgeStart } from './purge-log'

/** The log row of a purge that starts: 'running', nothing removed yet. */
const insertJob = (db: D1Database, start: PurgeStart) =>
  db
    .prepare(
      `INSERT INTO purge_log (actor, scope, target, mode, status, selections, planned,
         removed, removed_keys, purged_at)
       VALUES (?, ?, ?, ?, 'running', ?, ?, 0, '[]', ?) RETURNING id`,
    )
    .bind(
      start.actor,
      start.scope,
      start.target,
      start.mode,
      JSON.stringify(start.selections),
      start.planned,
      start.purgedAt,
    )

/**
 * Logs a purge as running before its first batch, so that a response stored while the batch
 * runs sees it (purgedSince) and is not kept. Returns the job's id.
 */
export const startJob = async (db: D1Database, start: PurgeStart): Promise<number> => {
  const row = await insertJob(db, start).first<{ id: number }>()
  if (!row) throw new Error('the purge log gave no id for the new purge')
  return row.id
}

/** Lets go of a job whose first batch failed: nothing of it is left running. */
export const dropJob = async (db: D1Database, id: number): Promise<void> => {
  await db.prepare('DELETE FROM purge_log WHERE id = ?').bind(id).run()
}

/** A complete job's step in every data center, asked again by the purge queue. */
export const commitGlobal = async (
  db: D1Database,
  id: number,
  progress: GlobalProgress,
): Promise<void> => {
  await globalUpdateOf(db, String(Math.trunc(id)), progress).run()
}

/**
 * Commits a batch: drops the hard-purged keys' rows and counts them, moves the cursor, marks
 * the purge complete when done, trims the log to PURGE_LOG_ROWS. Returns the job's id.
 */
export const commitBatch = async (
  db: D1Database,
  { job, keys, marked, next, done, now, global }: PurgeBatchCommit,
): Promise<number> => {
  // The new row is the newest: D1 runs a batch as one transaction, one at a time.
  const jobId = 'id' in job ? String(Math.trunc(job.id)) : '(SELECT max(id) FROM purge_log)'
  const start = 'start' in job ? [insertJob(db, job.start)] : []
  const rows =
    marked === null
      ? removalsOf(db, keys, jobId)
      : [db.prepare(`UPDATE purge_log SET removed = removed + ? WHERE id = ${jobId}`).bind(marked)]
  const answers = await db.batch<{ id: number }>([
    ...start,
    ...rows,
    db
      .prepare(
        `UPDATE purge_log SET cursor_selection = ?, cursor_key = ?, batches = batches + 1,
           status = ?, completed_at = ?,
           removed_keys = (SELECT json_group_array(value) FROM (
             SELECT value FROM json_each(removed_keys) UNION ALL SELECT value FROM json_each(?)
             LIMIT ${LOGGED_KEYS}))
         WHERE id = ${jobId}`,
      )
      .bind(
        next.selection,
        next.key,
        done ? 'complete' : 'running',
        done ? now : null,
        JSON.stringify(keys.slice(0, LOGGED_KEYS)),
      ),
    globalUpdateOf(db, jobId, global),
    db
      .prepare(
        'DELETE FROM purge_log WHERE id <= (SELECT id FROM purge_log ORDER BY id DESC LIMIT 1 OFFSET ?)',
      )
      .bind(PURGE_LOG_ROWS),
    db.prepare(`SELECT ${jobId} AS id`),
  ])
  return answers.at(-1)?.results[0]?.id ?? 0
}
