import type { D1Database } from '@cloudflare/workers-types/index.ts'
import type { CacheIdentity } from './cms/cache-key'

/**
 * The D1 index of the page cache (DESIGN.md section 6; tables in migrations/). KV cannot find keys by page id and lists them only
 * eventually consistently, so every KV write is recorded in `cache_entries` and purges select
 * their keys here. The one module that speaks SQL to `cache_entries` and `purge_log`, so the
 * page cache and the purge cannot disagree about what a row means.
 */

/** One KV write of the page cache. */
export interface IndexEntry {
  key: string
  identity: CacheIdentity
  pageId: number | null
  storedAt: number
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
  | { scope: 'all' }

/** A purge_log row: who purged what (as the editor asked for it), when, and what went. */
export interface PurgeLogEntry {
  /** The name of the editor's token (src/worker/purge/editor-tokens.ts). */
  actor: string
  /** The request's scope word: 'path', 'paths', 'urls', 'page', 'site', 'tags', … */
  scope: string
  /** The request as an editor reads it: 'vitalis-de/produkte', 'vitalis-de (en)'. */
  target: string
  removed: number
  /** The removed KV keys; the log keeps the first LOGGED_KEYS of them. */
  keys: readonly string[]
  purgedAt: number
}

/** The log keeps the newest rows only: enough to answer "who purged this, and when?". */
export const PURGE_LOG_ROWS = 1000
/** Removed keys listed per log row; `removed` keeps the full count (a site purge: thousands). */
export const LOGGED_KEYS = 50

export interface CacheIndex {
  /** Records a KV write; a key written again keeps one row with its newest page id and time. */
  record(entry: IndexEntry): Promise<void>
  /** The KV keys the selections cover, each once. */
  keysOf(selections: readonly IndexSelection[]): Promise<string[]>
  /**
   * Drops the selections' rows and logs the purge (trimming the log to PURGE_LOG_ROWS), in one
   * batch: all of it lands or none.
   */
  forget(selections: readonly IndexSelection[], log: PurgeLogEntry): Promise<void>
  /** The newest purges first. */
  recentPurges(limit: number): Promise<PurgeLogEntry[]>
}

interface Sql {
  where: string
  params: unknown[]
}

interface PurgeLogRow {
  actor: string
  scope: string
  target: string
  removed: number
  removed_keys: string
  purged_at: number
}

const keysOfRow = (json: string): string[] => {
  try {
    const keys: unknown = JSON.parse(json)
    return Array.isArray(keys) ? keys.filter((key) => typeof key === 'string') : []
  } catch {
    return []
  }
}

const sqlOf = (selection: IndexSelection): Sql => {
  switch (selection.scope) {
    case 'path':
      return { where: 'site = ?1 AND path = ?2', params: [selection.site, selection.path] }
    case 'page':
      return selection.site === undefined
        ? { where: 'page_id = ?1', params: [selection.pageId] }
        : { where: 'page_id = ?1 AND site = ?2', params: [selection.pageId, selection.site] }
    case 'site':
      // One locale: its pages and initial data; the shop catalogue (locale '*') is the site's.
      return selection.locale === undefined
        ? { where: 'site = ?1', params: [selection.site] }
        : { where: 'site = ?1 AND locale = ?2', params: [selection.site, selection.locale] }
    case 'catalogue':
      return { where: 'site = ?1 AND kind = ?2', params: [selection.site, 'catalogue'] }
    case 'all':
      return { where: '1 = 1', params: [] }
  }
}

export const createCacheIndex = ({ db }: { db: D1Database }): CacheIndex => ({
  async record({ key, identity, pageId, storedAt }) {
    await db
      .prepare(
        `INSERT INTO cache_entries (cache_key, kind, site, locale, path, page_id, stored_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
         ON CONFLICT (cache_key) DO UPDATE SET page_id = excluded.page_id, stored_at = excluded.stored_at`,
      )
      .bind(key, identity.kind, identity.site, identity.locale, identity.path, pageId, storedAt)
      .run()
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

  async forget(selections, { actor, scope, target, removed, keys, purgedAt }) {
    await db.batch([
      ...selections.map((selection) => {
        const { where, params } = sqlOf(selection)
        return db.prepare(`DELETE FROM cache_entries WHERE ${where}`).bind(...params)
      }),
      db
        .prepare(
          `INSERT INTO purge_log (actor, scope, target, removed, removed_keys, purged_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
        )
        .bind(actor, scope, target, removed, JSON.stringify(keys.slice(0, LOGGED_KEYS)), purgedAt),
      db
        .prepare(
          'DELETE FROM purge_log WHERE id <= (SELECT id FROM purge_log ORDER BY id DESC LIMIT 1 OFFSET ?1)',
        )
        .bind(PURGE_LOG_ROWS),
    ])
  },

  async recentPurges(limit) {
    const { results } = await db
      .prepare(
        `SELECT actor, scope, target, removed, removed_keys, purged_at FROM purge_log
         ORDER BY id DESC LIMIT ?1`,
      )
      .bind(limit)
      .all<PurgeLogRow>()
    return results.map((row) => ({
      actor: row.actor,
      scope: row.scope,
      target: row.target,
      removed: row.removed,
      keys: keysOfRow(row.removed_keys),
      purgedAt: row.purged_at,
    }))
  },
})
