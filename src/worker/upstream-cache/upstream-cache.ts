import type { D1Database, KVNamespace } from '@cloudflare/workers-types/index.ts'
import * as z from 'zod'
import { createCacheIndex } from './cache-index'
import type { CacheIdentity } from './cache-key'
import { UpstreamError } from '../clients/upstream-error'

/**
 * The upstream cache: what the CMS and the shop answered (pages, initial data, listing
 * snapshots), kept in Workers KV with stale-while-revalidate (DESIGN.md section 6):
 * - younger than `freshFor`: served as it is ('fresh');
 * - younger than `staleFor`: served at once and refreshed in the background ('stale'), one
 *   refresh per key per isolate;
 * - otherwise loaded from the origin ('origin'); when the origin fails, a copy up to 7 days old
 *   is served ('stale-if-error').
 * Concurrent misses for one key share one origin request. Every write is recorded in D1 off the
 * hot path, so purges can find the key again.
 */

export type CacheSource = 'fresh' | 'stale' | 'origin' | 'stale-if-error' | 'bypass'

export const STALE_IF_ERROR_MS = 7 * 24 * 60 * 60 * 1000
export const STALE_WHILE_REVALIDATE_MS = 24 * 60 * 60 * 1000

/** What a loader decides about its own result. */
export type Loaded<T> =
  | {
      value: T
      store: true
      freshForMs: number
      staleForMs: number
      pageId: number | null
      /**
       * The shop's products the value shows (a listing's, a detail's; empty for a listing that
       * matched nothing): a purge by sku finds it, a catalogue purge the pages made of it.
       */
      skus?: readonly string[]
    }
  | { value: T; store: false }

/**
 * What one request's reads came to, for the edge cache (src/worker/page-cache/): whether a response
 * made of them may be stored for everyone, until when they are all fresh, and what they show.
 */
export interface ReadDependencies {
  /** Every read was fresh, or a new origin answer that was stored: nothing stale, no draft. */
  shareable: boolean
  /** When the first of them stops being fresh (epoch ms); Infinity when nothing was read. */
  freshUntil: number
  /** The products the reads show. */
  skus: ReadonlySet<string>
  /** A read was of the shop's catalogue (a listing, a product): a catalogue purge covers it. */
  showsCatalogue: boolean
}

export interface Cached<T> {
  value: T
  source: CacheSource
}

const entrySchema = z.object({
  storedAt: z.number(),
  freshForMs: z.number(),
  staleForMs: z.number(),
  value: z.unknown(),
  skus: z.array(z.string()).optional(),
})
type Entry = z.infer<typeof entrySchema>

interface Options {
  kv: KVNamespace
  db: D1Database
  waitUntil: (promise: Promise<unknown>) => void
  now: () => number
  onError?: (error: unknown) => void
}

/** KV refuses an expiration less than 60 s ahead (https://developers.cloudflare.com/kv/api/write-key-value-pairs/). */
const KV_MIN_EXPIRATION_MS = 60_000

/**
 * A soft purge (src/worker/purge/purge.ts): the entry stays, but is no longer fresh, so the next
 * request serves it at once and revalidates it in the background (the 'stale' path of `get`)
 * instead of every shopper waiting for the CMS. Entries written after `before` (already
 * revalidated since the purge began) and entries already stale are left alone: no KV write.
 * Costs one KV read and at most one write. True when the entry was marked.
 */
export const markStale = async (
  kv: KVNamespace,
  key: string,
  before: number,
  now: number,
): Promise<boolean> => {
  const parsed = entrySchema.safeParse(await kv.get(key, 'json'))
  if (!parsed.success) return false
  const entry = parsed.data
  const age = now - entry.storedAt
  if (entry.storedAt >= before || age >= entry.freshForMs || age >= entry.staleForMs) return false
  // It keeps the expiry it was written with.
  const expiresAt = entry.storedAt + STALE_IF_ERROR_MS
  if (expiresAt - now < KV_MIN_EXPIRATION_MS) return false
  const stale: Entry = { ...entry, freshForMs: 0 }
  await kv.put(key, JSON.stringify(stale), { expiration: Math.floor(expiresAt / 1000) })
  return true
}

/** Isolate-wide: requests in one isolate share in-flight loads (that is the point). */
const inFlight = new Map<string, Promise<Loaded<unknown>>>()

export interface UpstreamCache {
  get<T>(key: string, identity: CacheIdentity, load: () => Promise<Loaded<T>>): Promise<Cached<T>>
  /** Whatever copy is stored (up to 7 days old), without asking the origin. */
  peek<T>(key: string): Promise<T | null>
  /** What this cache's reads so far came to (one cache serves one request: ../clients/request-clients.ts). */
  dependencies(): ReadDependencies
}

export const createUpstreamCache = ({
  kv,
  db,
  waitUntil,
  now,
  onError,
}: Options): UpstreamCache => {
  const index = createCacheIndex({ db })

  const read = async (key: string): Promise<Entry | null> => {
    try {
      const raw = await kv.get(key, 'json')
      const parsed = entrySchema.safeParse(raw)
      return parsed.success ? parsed.data : null
    } catch (error) {
      onError?.(error)
      return null
    }
  }

  const write = async (key: string, identity: CacheIdentity, loaded: Loaded<unknown>) => {
    if (!loaded.store) return
    const storedAt = now()
    const entry: Entry = {
      storedAt,
      freshForMs: loaded.freshForMs,
      staleForMs: loaded.staleForMs,
      value: loaded.value,
      ...(loaded.skus ? { skus: [...loaded.skus] } : {}),
    }
    await kv.put(key, JSON.stringify(entry), { expirationTtl: STALE_IF_ERROR_MS / 1000 })
    await index.record({
      key,
      identity,
      pageId: loaded.pageId,
      storedAt,
      skus: loaded.skus ?? [],
      showsCatalogue: identity.kind === 'catalogue',
    })
  }

  const dependencies = {
    shareable: true,
    freshUntil: Number.POSITIVE_INFINITY,
    skus: new Set<string>(),
    showsCatalogue: false,
  }
  /** Notes one read: its source, until when it is fresh, what it shows. */
  const depend = (
    identity: CacheIdentity,
    source: CacheSource,
    freshUntil: number,
    skus?: readonly string[],
  ) => {
    if (source !== 'fresh' && source !== 'origin') dependencies.shareable = false
    dependencies.freshUntil = Math.min(dependencies.freshUntil, freshUntil)
    for (const sku of skus ?? []) dependencies.skus.add(sku)
    // Products (a listing, even an empty one, or a detail), not the shop's configuration: a
    // catalogue purge takes the pages that show the shop's products, not every page.
    if (identity.kind === 'catalogue' && skus !== undefined) dependencies.showsCatalogue = true
  }

  /**
   * Loads from the origin once per key at a time. The key stays marked as in flight until the
   * write has landed, so a request in between cannot start a second load.
   */
  const loadShared = <T>(key: string, identity: CacheIdentity, load: () => Promise<Loaded<T>>) => {
    const running = inFlight.get(key)
    if (running) return running as Promise<Loaded<T>>
    const loading = load()
    inFlight.set(key, loading)
    waitUntil(
      loading
        .then((loaded) => write(key, identity, loaded))
        .catch((error: unknown) => {
          if (!(error instanceof UpstreamError)) onError?.(error)
        })
        .finally(() => inFlight.delete(key)),
    )
    return loading
  }

  return {
    async peek<T>(key: string) {
      // A copy of any age: what is made of it is for this request only.
      dependencies.shareable = false
      const entry = await read(key)
      return entry ? (entry.value as T) : null
    },
    dependencies: () => dependencies,
    async get<T>(key: string, identity: CacheIdentity, load: () => Promise<Loaded<T>>) {
      const entry = await read(key)
      const age = entry ? now() - entry.storedAt : Infinity
      if (entry && age < entry.freshForMs) {
        depend(identity, 'fresh', entry.storedAt + entry.freshForMs, entry.skus)
        return { value: entry.value as T, source: 'fresh' }
      }
      if (entry && age < entry.staleForMs) {
        depend(identity, 'stale', 0)
        if (!inFlight.has(key)) {
          // Its failure is logged; the stale copy stays until a refresh succeeds.
          loadShared(key, identity, load).catch((error: unknown) => onError?.(error))
        }
        return { value: entry.value as T, source: 'stale' }
      }
      try {
        const loaded = await loadShared(key, identity, load)
        if (loaded.store) {
          depend(identity, 'origin', now() + loaded.freshForMs, loaded.skus)
        } else {
          // Not stored (a draft): nobody else may be served a response made of it.
          depend(identity, 'bypass', 0)
        }
        return { value: loaded.value, source: 'origin' }
      } catch (error) {
        if (entry && age < STALE_IF_ERROR_MS && error instanceof UpstreamError) {
          depend(identity, 'stale-if-error', 0)
          onError?.(error)
          return { value: entry.value as T, source: 'stale-if-error' }
        }
        // Nothing read: what the request shows instead (an error, a gap) is for it alone.
        dependencies.shareable = false
        throw error
      }
    },
  }
}
