import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { createCacheIndex } from '../../src/worker/upstream-cache/cache-index'
import { storeResponse } from '../../src/worker/page-cache/edge-store'
import { responseKeyOf, type ResponseCache } from '../../src/worker/page-cache/response-cache'
import { startPurge } from '../../src/worker/purge/purge'
import type { PurgePlan } from '../../src/worker/purge/purge-plan'

/**
 * The window of a purge (src/worker/purge/purge.ts): a page whose render began before the purge
 * and which is stored while the purge's first batch runs must not be kept. The purge is logged
 * before that batch, so the store sees it running; logged after, the store would find no purge
 * and the batch, having read its keys already, would miss the page.
 */
const T0 = Date.UTC(2026, 11, 7, 10)
const SITE = 'vitalis-de'
const PLAN: PurgePlan = {
  scope: 'site',
  target: SITE,
  selections: [{ scope: 'site', site: SITE }],
  ignored: [],
}
const OLD_PAGE = responseKeyOf('http://localhost/ratgeber')
const RENDERED_PAGE = responseKeyOf('http://localhost/produkte')

const memoryCache = () => {
  const entries = new Map<string, Response>()
  const cache: ResponseCache = {
    match: async () => undefined,
    put: async (key, response) => void entries.set(key, response),
    delete: async (key) => entries.delete(key),
  }
  return { cache, entries }
}

const identityOf = (path: string) => ({ kind: 'response' as const, site: SITE, locale: 'de', path })

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM cache_entries'),
    env.DB.prepare('DELETE FROM cache_entry_skus'),
    env.DB.prepare('DELETE FROM purge_log'),
  ])
})

/** The index with one page stored before the purge: what the purge's first batch finds. */
const indexWithOldPage = async () => {
  const index = createCacheIndex({ db: env.DB })
  await index.record({ key: OLD_PAGE, identity: identityOf('/ratgeber'), pageId: 4, storedAt: T0 })
  return index
}

describe('a page stored while a purge runs its first batch', () => {
  it('is not kept when its render began before the purge', async () => {
    const index = await indexWithOldPage()
    const pages = memoryCache()
    let clock = T0 + 1_000
    const now = () => clock
    let stored: boolean | undefined

    // The purge deletes the stored page it found; meanwhile another page, rendered from what the
    // purge clears and begun before it, is stored (another request, another data center).
    const purgeResponses: ResponseCache = {
      ...pages.cache,
      delete: async (key) => {
        clock += 10
        stored = await storeResponse(
          { responses: pages.cache, index, now },
          {
            key: RENDERED_PAGE,
            site: SITE,
            route: { path: '/produkte', locale: 'de', pageId: 5 },
            status: 200,
            contentType: 'text/html; charset=utf-8',
            body: new Response('<p>9,95 €</p>').body!,
            nonce: '',
            dependencies: {
              shareable: true,
              freshUntil: clock + 60_000,
              skus: new Set(),
              showsCatalogue: true,
            },
            notFoundTtlSeconds: 10,
            startedAt: T0 + 500,
          },
        )
        return pages.cache.delete(key)
      },
    }

    const result = await startPurge(
      {
        kv: env.UPSTREAM_CACHE,
        db: env.DB,
        now,
        responses: purgeResponses,
        queue: { send: async () => undefined },
        global: null,
      },
      PLAN,
      'editor',
      'hard',
    )

    expect(result).toMatchObject({ status: 'complete', keys: [OLD_PAGE] })
    expect(stored).toBe(false)
    expect(pages.entries.has(RENDERED_PAGE)).toBe(false)
    const rows = await env.DB.prepare('SELECT cache_key FROM cache_entries').all()
    expect(rows.results).toEqual([])
    const log = await env.DB.prepare('SELECT status, removed FROM purge_log').all()
    expect(log.results).toEqual([{ status: 'complete', removed: 1 }])
  })

  it('leaves no purge running when its first batch fails, so stores go on', async () => {
    const index = await indexWithOldPage()
    const failing: ResponseCache = {
      ...memoryCache().cache,
      delete: async () => {
        throw new Error('Cache API unavailable')
      },
    }
    await expect(
      startPurge(
        {
          kv: env.UPSTREAM_CACHE,
          db: env.DB,
          now: () => T0 + 1_000,
          responses: failing,
          queue: { send: async () => undefined },
          global: null,
        },
        PLAN,
        'editor',
        'hard',
      ),
    ).rejects.toThrow(/nothing was purged/)
    const log = await env.DB.prepare('SELECT id FROM purge_log').all()
    expect(log.results).toEqual([])
    expect(await index.purgedSince(T0, T0)).toBe(false)
  })
})
