import type { Context, MiddlewareHandler } from 'hono'
import { createCacheIndex } from '../upstream-cache/cache-index'
import type { AppEnv } from '../env'
import { edgeRequestOf } from './edge-request'
import { serveStored } from './edge-serve'
import { storeResponse } from './edge-store'
import { runtimeResponseCache, type ResponseCache } from './response-cache'

/**
 * The edge cache (docs/architecture.md "Edge cache"): whole responses of guests'
 * pages and payloads, answered without a KV read or a render once stored. It runs in front of
 * the page and payload routes, after the site, the bot check and the nonce are known:
 * - a personal request (cart, customer, a wish waiting for sign-in) or an address the cache does
 *   not keep goes past it both ways (`x-edge-cache: bypass`);
 * - a stored response is served, with this answer's nonce, or 304 (`hit`);
 * - otherwise the route renders it without the request's cookies, so what is stored cannot
 *   depend on one, and it is stored after it was sent (`miss`) when everything it was made of
 *   was fresh and shareable, it set no cookie, and its status is 200 or 404.
 * Why not Cloudflare's Workers Cache in front of the worker: it answers before the worker runs,
 * so it could neither tell a shopper with a cart from a guest nor give each answer its nonce.
 */
export interface EdgeCacheOptions {
  now?: () => number
  responses?: ResponseCache
}

const STORED_STATUSES = new Set([200, 404])
const STORED_TYPES = ['text/html', 'application/json']

/** The request the route sees: without cookies, which nothing shared may depend on. */
const withoutCookies = (c: Context<AppEnv>) => {
  if (!c.req.raw.headers.has('cookie')) return
  const headers = new Headers(c.req.raw.headers)
  headers.delete('cookie')
  c.req.raw = new Request(c.req.raw, { headers })
}

/**
 * The body and route of an answer that may be stored, as far as its head tells (a page or payload
 * of a route that showed one, 200 or 404, no cookie set), or null. What it was made of decides at
 * the end of its body (./edge-store.ts): a listing's products are read while the page streams.
 */
const storable = (c: Context<AppEnv>, response: Response) => {
  const contentType = response.headers.get('content-type') ?? ''
  const { shownRoute } = c.var
  const { body } = response
  const fits =
    STORED_STATUSES.has(response.status) &&
    !response.headers.has('set-cookie') &&
    STORED_TYPES.some((type) => contentType.startsWith(type))
  return fits && shownRoute && body ? { body, route: shownRoute, contentType } : null
}

export const edgeCache = (
  kind: 'page' | 'payload',
  { now = () => Date.now(), responses = runtimeResponseCache }: EdgeCacheOptions = {},
): MiddlewareHandler<AppEnv> =>
  async function edgeCache(c, next) {
    if (c.env.EDGE_CACHE === 'off') return next()
    const request = edgeRequestOf(c, kind)
    if (!request) {
      await next()
      c.header('x-edge-cache', 'bypass')
      return
    }
    const stored = await responses.match(request.key).catch((error: unknown) => {
      c.var.log.error('edge cache: read failed:', error)
      return undefined
    })
    if (stored) return serveStored(c.req.raw, stored, c.var.nonce)
    withoutCookies(c)
    const startedAt = now()
    await next()
    const response = c.res
    const answer = storable(c, response)
    if (answer) {
      const [sent, kept] = answer.body.tee()
      c.res = new Response(sent, response)
      const deps = { responses, index: createCacheIndex({ db: c.env.DB }), now }
      c.executionCtx.waitUntil(
        storeResponse(deps, {
          key: request.key,
          site: c.var.site.id,
          route: answer.route,
          status: response.status,
          contentType: answer.contentType,
          body: kept,
          nonce: c.var.nonce,
          dependencies: c.var.clients.cache.dependencies(),
          notFoundTtlSeconds: c.var.site.cache.notFoundTtlSeconds,
          startedAt,
        }).catch((error: unknown) => c.var.log.error('edge cache: store failed:', error)),
      )
    }
    c.header('x-edge-cache', 'miss')
  }
