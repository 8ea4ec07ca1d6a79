/**
 * KV keys of the page cache (DESIGN.md section 6). The schema version changes whenever the
 * normalised page model changes shape, so a deploy never reads entries of the previous shape.
 */
// v2: element content is parsed by its CType's schema before caching (src/elements/content-schemas.ts).
// v3: editor HTML in element content is sanitised before caching (src/lib/sanitize-html.ts).
export const CACHE_SCHEMA_VERSION = 'v3'

export interface CacheIdentity {
  kind: 'page' | 'initial-data' | 'catalogue'
  site: string
  locale: string
  path: string
}

/** Only whitelisted parameters count, sorted, so ?b=1&a=2 and ?a=2&b=1 share one entry. */
export const canonicalQuery = (
  query: URLSearchParams,
  allowed: readonly string[],
): URLSearchParams => {
  const kept = [...query].filter(([name]) => allowed.includes(name))
  kept.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)))
  return new URLSearchParams(kept)
}

export const cacheKey = (identity: CacheIdentity, query?: URLSearchParams): string => {
  const search = query && query.size > 0 ? `?${query.toString()}` : ''
  return `${identity.kind}:${CACHE_SCHEMA_VERSION}:${identity.site}:${identity.locale}:${identity.path}${search}`
}
