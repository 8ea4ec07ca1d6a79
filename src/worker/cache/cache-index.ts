import type { D1Database } from '@cloudflare/workers-types/index.ts'
import type { CacheIdentity } from './cache-key'
import { KEYS_PER_STATEMENT } from '../purge/limits'
import {
  GLOBAL_COLUMNS,
  globalReportOf,
  globalStandingOf,
  globalUpdateOf,
  type GlobalProgress,
  type GlobalReport,
  type GlobalRow,
  type GlobalStanding,
} from './global-purge-log'

/**
 * The D1 index of the upstream cache (DESIGN.md section 6; tables in migrations/). KV cannot find keys by page id and lists them only
 * eventually consistently, so every KV write is recorded in `cache_entries` and purges select
 * their keys here. The one module that speaks SQL to `cache_entries` and `purge_log`, so the
 * upstream cache and the purge cannot disagree about what a row means.
 */

/** One KV write of the upstream cache, or one response stored by the edge cache. */
export interface IndexEntry {
  key: string
  identity: CacheIdentity
  pageId: number | null
  storedAt: number
  /** The shop's products it shows: a purge by sku finds it. */
  skus?: readonly string[]
  /** It shows shop data (its own, or a response made of some): a catalogue purge finds it. */
  showsCatalogue?: boolean
}

/**
 * Rows a purge covers (src/worker/purge/purge-plan.ts turns requests into these): one path of a
 * site with all its query variants, a CMS page id (on one site or all), a site (or one of its
 * locales: its pages and initial data), a site's shop catalogue, everything.
 */
export type IndexSelection =
  | { scope: 'path'; site: string; path: string }
  | { scope: 'page'; pageId: number; site?: string }
  | { scope: 'site'; site: string; locale?: string }
  | { scope: 'catalogue'; site: string }
  /** What shows one product: the shop's entries (listings, details) and the pages made of them. */
  | { scope: 'sku'; site: string; sku: string }
  | { scope: 'all' }

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

/** Where a running purge goes on: its selection and the last key done in it. */
export interface PurgeCursor {
  selection: number
  key: string
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

/** The keys of a purge's next batch, and where the one after it starts. */
export interface PurgeBatchKeys {
  keys: string[]
  next: PurgeCursor
  /** No selection has rows past `next`: this is the last batch. */
  done: boolean
}

/** What one batch did, committed in one D1 batch (all of it lands or none). */
/** What the log knows of a purge when it starts. */
export type PurgeStart = Omit<
  PurgeLogEntry,
  'id' | 'status' | 'removed' | 'keys' | 'completedAt' | 'global'
> & {
  selections: readonly IndexSelection[]
}

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
   * response rendered meanwhile may show what it purged (src/worker/edge/edge-store.ts).
   */
  purgedSince(since: number, runningSince: number): Promise<boolean>
}

interface Sql {
  where: string
  params: unknown[]
}

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

/** Selections as this module wrote them (commitBatch); anything else is no selection. */
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

/** Positional parameters (`?`), so that selections combine into one statement. */
const sqlOf = (selection: IndexSelection): Sql => {
  switch (selection.scope) {
    case 'path':
      return { where: 'site = ? AND path = ?', params: [selection.site, selection.path] }
    case 'page':
      return selection.site === undefined
        ? { where: 'page_id = ?', params: [selection.pageId] }
        : { where: 'page_id = ? AND site = ?', params: [selection.pageId, selection.site] }
    case 'site':
      // One locale: its pages and initial data; the shop's data (kept per store view, under
      // the store view's code) is the site's.
      return selection.locale === undefined
        ? { where: 'site = ?', params: [selection.site] }
        : { where: 'site = ? AND locale = ?', params: [selection.site, selection.locale] }
    case 'catalogue':
      return { where: 'site = ? AND shows_catalogue = 1', params: [selection.site] }
    case 'sku':
      return {
        where: 'site = ? AND cache_key IN (SELECT cache_key FROM cache_entry_skus WHERE sku = ?)',
        params: [selection.site, selection.sku],
      }
    case 'all':
      return { where: '1 = 1', params: [] }
  }
}

const chunksOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  )

/** Two parameters a row: within D1's 100 bound parameters. */
const SKU_ROWS_PER_STATEMENT = 45

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ')

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

export const createCacheIndex = ({ db }: { db: D1Database }): CacheIndex => ({
  async startJob(start) {
    const row = await insertJob(db, start).first<{ id: number }>()
    if (!row) throw new Error('the purge log gave no id for the new purge')
    return row.id
  },

  async dropJob(id) {
    await db.prepare('DELETE FROM purge_log WHERE id = ?').bind(id).run()
  },

  async commitGlobal(id, progress) {
    await globalUpdateOf(db, String(Math.trunc(id)), progress).run()
  },

  async purgedSince(since, runningSince) {
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
  },

  async record({ key, identity, pageId, storedAt, skus = [], showsCatalogue = false }) {
    const entry = db
      .prepare(
        `INSERT INTO cache_entries (cache_key, kind, site, locale, path, page_id, stored_at,
           shows_catalogue)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
         ON CONFLICT (cache_key) DO UPDATE SET page_id = excluded.page_id,
           stored_at = excluded.stored_at, shows_catalogue = excluded.shows_catalogue
         -- A response stored again as it was costs no row write (D1 counts them per day).
         WHERE excluded.kind != 'response' OR page_id IS NOT excluded.page_id
           OR shows_catalogue != excluded.shows_catalogue`,
      )
      .bind(
        key,
        identity.kind,
        identity.site,
        identity.locale,
        identity.path,
        pageId,
        storedAt,
        showsCatalogue ? 1 : 0,
      )
    // Rows are only added: a refresh that shows the same products writes none (D1 counts rows
    // written per day), and a product that left the entry costs at most one purge too many.
    // They go with the entry's row (commitBatch).
    const tags = chunksOf([...new Set(skus)], SKU_ROWS_PER_STATEMENT).map((chunk) =>
      db
        .prepare(
          `INSERT OR IGNORE INTO cache_entry_skus (sku, cache_key)
           VALUES ${chunk.map(() => '(?, ?)').join(', ')}`,
        )
        .bind(...chunk.flatMap((sku) => [sku, key])),
    )
    if (tags.length === 0) await entry.run()
    else await db.batch([entry, ...tags])
  },

  async keysOf(selections) {
    if (selections.length === 0) return []
    const answers = await db.batch<{ cache_key: string }>(
      selections.map((selection) => {
        const { where, params } = sqlOf(selection)
        return db.prepare(`SELECT cache_key FROM cache_entries WHERE ${where}`).bind(...params)
      }),
    )
    return [...new Set(answers.flatMap(({ results }) => results.map((row) => row.cache_key)))]
  },

  async count(selections) {
    if (selections.length === 0) return 0
    // 50 targets of two parameters each at most (purge-request.ts): within D1's 100.
    const sql = selections.map(sqlOf)
    const row = await db
      .prepare(
        `SELECT count(*) AS n FROM cache_entries WHERE ${sql.map((s) => `(${s.where})`).join(' OR ')}`,
      )
      .bind(...sql.flatMap((s) => s.params))
      .first<{ n: number }>()
    return row?.n ?? 0
  },

  async nextKeys(selections, cursor, limit, maxQueries) {
    const keys = new Set<string>()
    let { selection, key } = cursor
    for (let queries = 0; selection < selections.length && keys.size < limit; queries++) {
      if (queries >= maxQueries) return { keys: [...keys], next: { selection, key }, done: false }
      const { where, params } = sqlOf(selections[selection] as IndexSelection)
      const wanted = limit - keys.size
      const { results } = await db
        .prepare(
          `SELECT cache_key FROM cache_entries WHERE (${where}) AND cache_key > ?
           ORDER BY cache_key LIMIT ${wanted}`,
        )
        .bind(...params, key)
        .all<{ cache_key: string }>()
      for (const row of results) keys.add(row.cache_key)
      if (results.length < wanted) {
        selection += 1
        key = ''
      } else {
        key = results[results.length - 1]?.cache_key ?? key
      }
    }
    return { keys: [...keys], next: { selection, key }, done: selection >= selections.length }
  },

  async commitBatch({ job, keys, marked, next, done, now, global }) {
    // The new row is the newest: D1 runs a batch as one transaction, one at a time.
    const jobId = 'id' in job ? String(Math.trunc(job.id)) : '(SELECT max(id) FROM purge_log)'
    const start = 'start' in job ? [insertJob(db, job.start)] : []
    // Hard: each chunk counts the rows it is about to delete, so a batch delivered twice (queues
    // deliver at least once) counts nothing twice.
    const rows =
      marked === null
        ? chunksOf(keys, KEYS_PER_STATEMENT).flatMap((chunk) => [
            db
              .prepare(
                `UPDATE purge_log SET removed = removed +
                   (SELECT count(*) FROM cache_entries WHERE cache_key IN (${placeholders(chunk.length)}))
                 WHERE id = ${jobId}`,
              )
              .bind(...chunk),
            db
              .prepare(
                `DELETE FROM cache_entries WHERE cache_key IN (${placeholders(chunk.length)})`,
              )
              .bind(...chunk),
            db
              .prepare(
                `DELETE FROM cache_entry_skus WHERE cache_key IN (${placeholders(chunk.length)})`,
              )
              .bind(...chunk),
          ])
        : [
            db
              .prepare(`UPDATE purge_log SET removed = removed + ? WHERE id = ${jobId}`)
              .bind(marked),
          ]
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
  },

  async job(id) {
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
  },

  async recentPurges(limit) {
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
  },
})
