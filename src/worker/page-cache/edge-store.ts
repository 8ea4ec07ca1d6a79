import { sha256Hex } from '../upstream-cache/cache-key'
import type { ReadDependencies } from '../upstream-cache/upstream-cache'
import type { CacheIndex } from '../upstream-cache/cache-index'
import { cacheTagHeaderOf } from './cache-tags'
import { STORED_NONCE_HEADER } from './stored-answer'
import type { ResponseCache } from './response-cache'

/**
 * Stores a guest's response once it has been sent (./edge-cache.ts), off the request's path
 * (waitUntil). The head was checked there; here the body is read whole, and with it every read
 * the response was made of is known: if they allow it (lifetimeOf), its ETag is computed over
 * the content without the render's nonce (which every answer from it replaces: ./edge-serve.ts),
 * the entry indexed in D1 and put in the cache, unless a purge began while it was rendered.
 */

/** What the route showed: the index row's site, locale, path and page id (set by the routes). */
export interface ShownRoute {
  path: string
  locale: string
  pageId: number | null
}

export interface StoreRequest {
  key: string
  site: string
  route: ShownRoute
  status: number
  contentType: string
  body: ReadableStream<Uint8Array>
  /** The nonce the render used: each answer from the stored copy replaces it (./edge-serve.ts). */
  nonce: string
  /** The request's reads, complete once the body is: the listings' products stream last. */
  dependencies: ReadDependencies
  /** A not-found answer is kept at most this long. */
  notFoundTtlSeconds: number
  /** When the request began: a purge begun since then may have cleared what it read. */
  startedAt: number
}

export interface StoreDeps {
  responses: ResponseCache
  index: CacheIndex
  now: () => number
}

/** A purge job still 'running' this long after it began is taken as stalled, not as running. */
const RUNNING_PURGE_WINDOW_MS = 15 * 60 * 1000

/** Weak: every answer's nonce differs, the content does not. 128 bits of the SHA-256 suffice. */
const etagOf = async (body: string): Promise<string> =>
  `W/"${(await sha256Hex(body)).slice(0, 32)}"`

/**
 * How long the response may be kept, in seconds, or null when not at all: only when every read
 * was fresh and shareable, never longer than the first of them stays fresh, a not-found page
 * briefly.
 */
const lifetimeOf = (
  { shareable, freshUntil }: ReadDependencies,
  status: number,
  notFoundTtlSeconds: number,
  now: number,
): number | null => {
  if (!shareable || !Number.isFinite(freshUntil)) return null
  const fresh = Math.floor((freshUntil - now) / 1000)
  const seconds = status === 404 ? Math.min(fresh, notFoundTtlSeconds) : fresh
  return seconds >= 1 ? seconds : null
}

const purgedDuring = (deps: StoreDeps, startedAt: number) =>
  deps.index.purgedSince(startedAt, deps.now() - RUNNING_PURGE_WINDOW_MS)

/** True when the response was stored (and still is, as far as this request knows). */
export const storeResponse = async (deps: StoreDeps, request: StoreRequest): Promise<boolean> => {
  const { key, route, dependencies, nonce } = request
  const text = await new Response(request.body).text()
  const ttlSeconds = lifetimeOf(
    dependencies,
    request.status,
    request.notFoundTtlSeconds,
    deps.now(),
  )
  if (ttlSeconds === null) return false
  const usesNonce = nonce !== '' && text.includes(nonce)
  if (await purgedDuring(deps, request.startedAt)) return false
  const storedAt = deps.now()
  // Indexed first: a purge that starts from here on finds the entry and deletes it.
  await deps.index.record({
    key,
    identity: { kind: 'response', site: request.site, locale: route.locale, path: route.path },
    pageId: route.pageId,
    storedAt,
    skus: [...dependencies.skus],
    showsCatalogue: dependencies.showsCatalogue,
  })
  await deps.responses.put(
    key,
    new Response(text, {
      status: request.status,
      headers: {
        'content-type': request.contentType,
        'cache-control': `max-age=${ttlSeconds}`,
        // Over the content without the nonce: a page rendered again unchanged keeps its ETag.
        etag: await etagOf(usesNonce ? text.replaceAll(nonce, '') : text),
        'last-modified': new Date(storedAt).toUTCString(),
        // What the zone's purge API removes it by in every data center (./cache-tags.ts).
        'cache-tag': await cacheTagHeaderOf(key, request.site, route.locale),
        ...(usesNonce ? { [STORED_NONCE_HEADER]: nonce } : {}),
      },
    }),
  )
  // A purge that began between the first look and the put may have missed the entry.
  if (await purgedDuring(deps, request.startedAt)) {
    await deps.responses.delete(key)
    return false
  }
  return true
}
