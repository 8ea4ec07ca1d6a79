import type { D1Database, KVNamespace } from '@cloudflare/workers-types/index.ts'
import * as z from 'zod'

/**
 * Editors' cache purge (DESIGN.md section 6): the D1 index names the KV keys of a path, a page
 * id, a site (its pages, initial data and shop catalogue), a site's catalogue alone (prices
 * changed in the shop) or everything; they are deleted with their index rows and the purge is
 * logged.
 */
export const purgeRequestSchema = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('path'), site: z.string().min(1), path: z.string().startsWith('/') }),
  z.object({ scope: z.literal('page'), pageId: z.number().int().positive() }),
  z.object({ scope: z.literal('site'), site: z.string().min(1) }),
  z.object({ scope: z.literal('catalogue'), site: z.string().min(1) }),
  z.object({ scope: z.literal('all') }),
])
export type PurgeRequest = z.infer<typeof purgeRequestSchema>

const selection = (request: PurgeRequest): { where: string; params: unknown[]; target: string } => {
  switch (request.scope) {
    case 'path':
      return {
        where: 'site = ?1 AND path = ?2',
        params: [request.site, request.path],
        target: `${request.site}${request.path}`,
      }
    case 'page':
      return { where: 'page_id = ?1', params: [request.pageId], target: String(request.pageId) }
    case 'site':
      return { where: 'site = ?1', params: [request.site], target: request.site }
    case 'catalogue':
      return {
        where: 'site = ?1 AND kind = ?2',
        params: [request.site, 'catalogue'],
        target: `${request.site} catalogue`,
      }
    case 'all':
      return { where: '1 = 1', params: [], target: '*' }
  }
}

export interface PurgeResult {
  removed: number
  keys: string[]
}

export const purgeCache = async (
  { kv, db, now }: { kv: KVNamespace; db: D1Database; now: () => number },
  request: PurgeRequest,
  actor: string,
): Promise<PurgeResult> => {
  const { where, params, target } = selection(request)
  const { results } = await db
    .prepare(`SELECT cache_key FROM cache_entries WHERE ${where}`)
    .bind(...params)
    .all<{ cache_key: string }>()
  const keys = results.map((row) => row.cache_key)
  await Promise.all(keys.map((key) => kv.delete(key)))
  await db.batch([
    db.prepare(`DELETE FROM cache_entries WHERE ${where}`).bind(...params),
    db
      .prepare(
        'INSERT INTO purge_log (actor, scope, target, removed, purged_at) VALUES (?1, ?2, ?3, ?4, ?5)',
      )
      .bind(actor, request.scope, target, keys.length, now()),
  ])
  return { removed: keys.length, keys }
}
