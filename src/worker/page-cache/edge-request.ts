import type { Context } from 'hono'
import { authTokenCookieName, PENDING_WISHLIST_COOKIE } from '../../account'
import { parseCookies } from '../../lib'
import { CART_COOKIE_NAME } from '../../shop'
import { MAX_QUERY_VALUE_LENGTH } from '../upstream-cache/cache-key'
import type { AppEnv } from '../env'
import { buildManifest } from '../render/build-manifest'
import { responseKeyOf } from './response-cache'

/**
 * Which requests the edge cache answers (./edge-cache.ts): a guest's GET of a page or of a
 * page's `_payload.json`, the same answer for every guest. A request is personal, and goes past
 * the cache both ways, when it carries the shopper's cart, the customer's token or a wishlist
 * wish waiting for sign-in: the page shows them (the header's count) or the guard depends on
 * them. Every other cookie is taken off the request before the render (./edge-cache.ts), so
 * a stored response never depends on one.
 */
const personalCookies = (brand: string): readonly string[] => [
  CART_COOKIE_NAME,
  authTokenCookieName(brand),
  PENDING_WISHLIST_COOKIE,
]

const isPersonal = (c: Context<AppEnv>): boolean => {
  const cookies = parseCookies(c.req.header('cookie'))
  return personalCookies(c.var.site.brand).some((name) => cookies.has(name))
}

/** A payload's own parameters: the build it belongs to, and the locale change's initial data. */
const PAYLOAD_PARAMETERS = ['v', 'initialData']

/**
 * The query as the cache keys it, sorted, or null when the address is not one the cache keeps:
 * a parameter the page does not read (a campaign's utm_source, ?preview=1), one named twice,
 * empty or absurdly long. Those are rendered as always, and not stored, so nobody can fill the
 * cache with variants of one page: what is stored is bounded by what the KV cache keeps.
 */
const keptQuery = (query: URLSearchParams, allowed: readonly string[]): string | null => {
  const names = [...query.keys()]
  if (new Set(names).size !== names.length) return null
  for (const [name, value] of query) {
    if (!allowed.includes(name) || value === '' || value.length > MAX_QUERY_VALUE_LENGTH) {
      return null
    }
  }
  const sorted = [...query].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return new URLSearchParams(sorted).toString()
}

/**
 * A parameter no kept address can carry (keptQuery refuses it), naming the build, so that a
 * deploy never serves a page that loads the previous build's scripts, and bots apart.
 */
export const edgeParameter = (isBot: boolean): string =>
  `edge=${buildManifest.buildId}${isBot ? '.bot' : ''}`

export interface EdgeRequest {
  /** The cache and index key: `response:<origin><path>?<sorted query>&edge=<build>[.bot]`. */
  key: string
}

/**
 * The edge cache's key for the request, or null when the cache stays out of it. Bots get their
 * own entries: they are rendered whole, without streaming (src/worker/render/render-route.tsx).
 */
export const edgeRequestOf = (c: Context<AppEnv>, kind: 'page' | 'payload'): EdgeRequest | null => {
  if (c.req.method !== 'GET' || isPersonal(c)) return null
  const url = new URL(c.req.url)
  const { cms } = c.var.site
  const allowed = [
    ...cms.queryWhitelist,
    ...(kind === 'page' ? [cms.pageTypeParam] : PAYLOAD_PARAMETERS),
  ]
  const query = keptQuery(url.searchParams, allowed)
  if (query === null) return null
  const search = [query, edgeParameter(c.var.isBot)].filter(Boolean).join('&')
  return { key: responseKeyOf(`${url.origin}${url.pathname}?${search}`) }
}
