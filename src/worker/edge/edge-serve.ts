/**
 * Answers a request from a stored response (./edge-store.ts). A page gets this answer's own
 * nonce on every element that carries one (HTMLRewriter: the stored copy carries none), so the
 * Content-Security-Policy the security headers add with the same nonce holds as for a render. A
 * request whose validators match gets 304 and no body: no render, no rewrite.
 */

import type { HTMLRewriter as WorkersHTMLRewriter } from '@cloudflare/workers-types/index.ts'

// workerd's global; src/ compiles against the DOM's Response, so the types meet here once.
const { HTMLRewriter } = globalThis as unknown as { HTMLRewriter: typeof WorkersHTMLRewriter }

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

export const isNotModified = (request: Request, stored: Response): boolean => {
  const etag = stored.headers.get('etag')
  const ifNoneMatch = request.headers.get('if-none-match')
  if (ifNoneMatch !== null) return etag !== null && matchesEtag(ifNoneMatch, etag)
  const ifModifiedSince = request.headers.get('if-modified-since')
  const lastModified = stored.headers.get('last-modified')
  return ifModifiedSince !== null && lastModified !== null
    ? notModifiedSince(ifModifiedSince, lastModified)
    : false
}

const withNonce = (response: Response, nonce: string): Response =>
  new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        element.setAttribute('nonce', nonce)
      },
    })
    .transform(response as never) as unknown as Response

/** The stored response as this request's answer. */
export const serveStored = (request: Request, stored: Response, nonce: string): Response => {
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
  const response = new Response(stored.body, { status: stored.status, headers })
  return isPage ? withNonce(response, nonce) : response
}
