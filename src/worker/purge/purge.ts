import type { D1Database, KVNamespace } from '@cloudflare/workers-types/index.ts'
import * as z from 'zod'
import { createCacheIndex } from '../cache-index'

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

export interface PurgeResult {
  removed: number
  keys: string[]
}

export const purgeCache = async (
  { kv, db, now }: { kv: KVNamespace; db: D1Database; now: () => number },
  request: PurgeRequest,
  actor: string,
): Promise<PurgeResult> => {
  const index = createCacheIndex({ db })
  const keys = await index.keysOf(request)
  await Promise.all(keys.map((key) => kv.delete(key)))
  await index.forget(request, { actor, removed: keys.length, purgedAt: now() })
  return { removed: keys.length, keys }
}
