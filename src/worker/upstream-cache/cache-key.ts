/**
 * KV keys of the upstream cache (DESIGN.md section 6). The schema version changes whenever the
 * normalised page model changes shape, so a deploy never reads entries of the previous shape.
 */
// v2: element content is parsed by its CType's schema before caching
//     (src/elements/registry/schemas.ts).
// v3: editor HTML in element content is sanitised before caching (src/lib/sanitize-html.ts).
// v4: an unknown CType keeps its content as the CMS sent it, for a later release that knows it
//     (src/worker/cms/cached-elements.ts). Adding a CType needs no new version.
// v5: form_formframework validators are stored as the shared form rules (src/lib/form-rules).
// v6: a product detail carries its supplement facts (src/shop/operations/supplement-facts.ts).
// v7: the shop's entries name the products they show (`skus`), for purges by sku and the
//     edge cache's tags (src/worker/page-cache/): an older entry would leave its pages untagged.
// v8: a product detail's facts carry a food's nutrition declaration and the statement that it
//     has no allergens (src/shop/operations/supplement-facts.ts): an older entry would show a
//     food without them.
export const CACHE_SCHEMA_VERSION = 'v8'

export interface CacheIdentity {
  kind: 'page' | 'initial-data' | 'catalogue' | 'response'
  site: string
  locale: string
  path: string
}

/**
 * Longer values of a whitelisted parameter are no real page number, sort order or search: they
 * are dropped, so nobody fills the cache (and the CMS) with variants of one page.
 */
export const MAX_QUERY_VALUE_LENGTH = 200

/**
 * Only whitelisted parameters count, sorted, so ?b=1&a=2 and ?a=2&b=1 share one entry. Each
 * counts once, with its first value (what URLSearchParams.get, and so the page, reads): a
 * repeated `?page=1&page=2&…` is no new entry either. Absurd values are dropped, and so are
 * empty ones: a GET form sent without JavaScript names every field, `?q=&line=&sort=price`, and
 * means `?sort=price`.
 */
export const canonicalQuery = (
  query: URLSearchParams,
  allowed: readonly string[],
): URLSearchParams => {
  const kept = allowed.flatMap((name) => {
    const value = query.get(name)
    return value && value.length <= MAX_QUERY_VALUE_LENGTH ? [[name, value] as const] : []
  })
  kept.sort(([a], [b]) => a.localeCompare(b))
  return new URLSearchParams(kept as [string, string][])
}

/** KV refuses longer keys (https://developers.cloudflare.com/kv/platform/limits/). */
const KV_MAX_KEY_BYTES = 512

const bytesOf = (text: string) => new TextEncoder().encode(text).length

/** The SHA-256 of a text, in hex. */
export const sha256Hex = async (text: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The KV key of an entry: readable as long as it fits KV's limit. A key that would not (a long
 * whitelisted query, a long path in a multi-byte script) keeps its path and hashes the query, or
 * hashes path and query together when even the path is too long. The D1 index records the path
 * on its own, so purges by path find hashed keys too.
 */
export const cacheKey = async (
  identity: CacheIdentity,
  query?: URLSearchParams,
): Promise<string> => {
  const search = query && query.size > 0 ? `?${query.toString()}` : ''
  const base = `${identity.kind}:${CACHE_SCHEMA_VERSION}:${identity.site}:${identity.locale}:`
  const readable = `${base}${identity.path}${search}`
  if (bytesOf(readable) <= KV_MAX_KEY_BYTES) return readable
  const queryHashed = `${base}${identity.path}?sha256=${await sha256Hex(search)}`
  if (bytesOf(queryHashed) <= KV_MAX_KEY_BYTES) return queryHashed
  return `${base}sha256=${await sha256Hex(identity.path + search)}`
}
