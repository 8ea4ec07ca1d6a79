import { joinedBody, type StoredAnswer } from './stored-answer'

/**
 * Answers a request from a stored response (./edge-store.ts). A page's stored copy keeps the
 * nonce of the render that made it, named in its `x-edge-nonce` header: every occurrence of it is
 * replaced with this answer's own (./stored-answer.ts), which the Content-Security-Policy the security headers add
 * names. That nonce was random and new when the content was already fixed, so it stands only
 * where the render put it, never in an editor's text; a `nonce` attribute the sanitiser let
 * through keeps the value it was given, as in a render. (Rewriting every `nonce` attribute with
 * HTMLRewriter would bless such an attribute too, and cost a third of the hot path's throughput
 * in workerd: docs/benchmarks.md.) A request whose validators match gets 304 and no body.
 */
/** Browsers revalidate every time (the header's count must never be a stale one). */
const PAGE_CACHE_CONTROL = 'private, no-cache'
const PAYLOAD_CACHE_CONTROL = 'no-cache'

/** RFC 9110 section 13.1.2: `*`, or any of the listed tags, compared weakly. */
const matchesEtag = (ifNoneMatch: string, etag: string): boolean => {
  if (ifNoneMatch.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
}

/** RFC 9110 section 13.1.3: only without If-None-Match, and only for a date it can read. */
const notModifiedSince = (ifModifiedSince: string, lastModified: string): boolean => {
  const since = Date.parse(ifModifiedSince)
  const modified = Date.parse(lastModified)
  return Number.isFinite(since) && Number.isFinite(modified) && modified <= since
}

const isNotModified = (request: Request, stored: StoredAnswer): boolean => {
  const etag = stored.headers.get('etag')
  const ifNoneMatch = request.headers.get('if-none-match')
  if (ifNoneMatch !== null) return etag !== null && matchesEtag(ifNoneMatch, etag)
  const ifModifiedSince = request.headers.get('if-modified-since')
  const lastModified = stored.headers.get('last-modified')
  return ifModifiedSince !== null && lastModified !== null
    ? notModifiedSince(ifModifiedSince, lastModified)
    : false
}

/** The stored response as this request's answer. */
export const serveStored = (request: Request, stored: StoredAnswer, nonce: string): Response => {
  const isPage = stored.headers.get('content-type')?.startsWith('text/html') ?? false
  const headers = new Headers({
    'cache-control': isPage ? PAGE_CACHE_CONTROL : PAYLOAD_CACHE_CONTROL,
    'x-edge-cache': 'hit',
  })
  for (const name of ['etag', 'last-modified']) {
    const value = stored.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  if (isNotModified(request, stored)) {
    // The browser keeps the body and the policy it came with; no other header of it changes.
    return new Response(null, { status: 304, headers })
  }
  headers.set('content-type', stored.headers.get('content-type') ?? 'application/octet-stream')
  return new Response(joinedBody(stored, nonce), { status: stored.status, headers })
}
