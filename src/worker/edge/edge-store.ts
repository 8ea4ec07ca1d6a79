import type { ReadDependencies } from '../cache/upstream-cache'
import type { CacheIndex } from '../cache/cache-index'
import type { ResponseCache } from './response-cache'

/**
 * Stores a guest's response once it has been sent (./edge-cache.ts), off the request's path
 * (waitUntil). What may be stored was decided before (storableFor); here the body is read whole,
 * the answer's nonce taken out of it, its ETag computed over what is left, the entry indexed in
 * D1 and put in the cache, unless a purge began while it was rendered.
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
  /** The nonce the render used: it is taken out of the stored copy. */
  nonce: string
  dependencies: ReadDependencies
  ttlSeconds: number
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

const etagOf = async (body: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body))
  const hex = [...new Uint8Array(digest).slice(0, 16)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
  // Weak: every answer's nonce differs, the content does not.
  return `W/"${hex}"`
}

const purgedDuring = (deps: StoreDeps, startedAt: number) =>
  deps.index.purgedSince(startedAt, deps.now() - RUNNING_PURGE_WINDOW_MS)

/** True when the response was stored (and still is, as far as this request knows). */
export const storeResponse = async (deps: StoreDeps, request: StoreRequest): Promise<boolean> => {
  const { key, route, dependencies, nonce } = request
  const text = await new Response(request.body).text()
  const body = nonce ? text.replaceAll(nonce, '') : text
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
    new Response(body, {
      status: request.status,
      headers: {
        'content-type': request.contentType,
        'cache-control': `max-age=${request.ttlSeconds}`,
        etag: await etagOf(body),
        'last-modified': new Date(storedAt).toUTCString(),
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
