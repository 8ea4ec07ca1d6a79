import type { D1Database } from '@cloudflare/workers-types/index.ts'
import type { CacheIdentity } from './cms/cache-key'

/**
 * The D1 index of the page cache (DESIGN.md section 6; tables in
 * migrations/0001_create_cache_index.sql). KV cannot find keys by page id and lists them only
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

/** What a purge covers: the scopes of POST /_cache/purge. */
export type IndexSelection =
  | { scope: 'path'; site: string; path: string }
  | { scope: 'page'; pageId: number }
  | { scope: 'site'; site: string }
  | { scope: 'catalogue'; site: string }
  | { scope: 'all' }

/** The purge_log row of a purge: who, how many, when (what comes from the selection). */
export interface PurgeLogEntry {
  actor: string
  removed: number
  purgedAt: number
}

export interface CacheIndex {
  /** Records a KV write; a key written again keeps one row with its newest page id and time. */
  record(entry: IndexEntry): Promise<void>
  /** The KV keys a selection covers. */
  keysOf(selection: IndexSelection): Promise<string[]>
  /** Drops the selection's rows and logs the purge, in one batch: both land or neither. */
  forget(selection: IndexSelection, log: PurgeLogEntry): Promise<void>
}

interface Sql {
  where: string
  params: unknown[]
  /** The purge_log's `target`: the selection as an editor reads it. */
  target: string
}

const sqlOf = (selection: IndexSelection): Sql => {
  switch (selection.scope) {
    case 'path':
      return {
        where: 'site = ?1 AND path = ?2',
        params: [selection.site, selection.path],
        target: `${selection.site}${selection.path}`,
      }
    case 'page':
      return { where: 'page_id = ?1', params: [selection.pageId], target: String(selection.pageId) }
    case 'site':
      return { where: 'site = ?1', params: [selection.site], target: selection.site }
    case 'catalogue':
      return {
        where: 'site = ?1 AND kind = ?2',
        params: [selection.site, 'catalogue'],
        target: `${selection.site} catalogue`,
      }
    case 'all':
      return { where: '1 = 1', params: [], target: '*' }
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

  async keysOf(selection) {
    const { where, params } = sqlOf(selection)
    const { results } = await db
      .prepare(`SELECT cache_key FROM cache_entries WHERE ${where}`)
      .bind(...params)
      .all<{ cache_key: string }>()
    return results.map((row) => row.cache_key)
  },

  async forget(selection, { actor, removed, purgedAt }) {
    const { where, params, target } = sqlOf(selection)
    await db.batch([
      db.prepare(`DELETE FROM cache_entries WHERE ${where}`).bind(...params),
      db
        .prepare(
          'INSERT INTO purge_log (actor, scope, target, removed, purged_at) VALUES (?1, ?2, ?3, ?4, ?5)',
        )
        .bind(actor, selection.scope, target, removed, purgedAt),
    ])
  },
})
