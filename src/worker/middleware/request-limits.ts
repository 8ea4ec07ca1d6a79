import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../env'

/**
 * Far above any address the storefront links to (a page path is refused past 512 characters by
 * the route check, whitelisted query values past 200), below what proxies start to refuse.
 */
export const MAX_URL_LENGTH = 8 * 1024

/**
 * The storefront's own cookies (cart, customer token, consent) come to well under 2 KiB; a
 * browser keeps at most 4 KiB per cookie. Past this the header is no shopper's: refused before
 * any of it is parsed.
 */
export const MAX_COOKIE_HEADER_BYTES = 16 * 1024

const refuse = (c: Context<AppEnv>, status: ContentfulStatusCode, message: string) => {
  const headers = { 'cache-control': 'no-store', 'X-Robots-Tag': 'noindex' }
  // Client navigation reads JSON and falls back to a full load, which then shows this text.
  if (c.var.isPayloadRequest) return c.json({ error: { status, message } }, status, headers)
  return c.text(`${status} ${message}`, status, headers)
}

/**
 * Size limits on what every request carries, before the site is even looked up: an absurd
 * address answers 414, an absurd Cookie header 431, each a short fixed text that repeats none
 * of the input. Bodies have their limits per route (check-version, purge, report).
 */
export const requestLimits = (): MiddlewareHandler<AppEnv> =>
  async function requestLimits(c, next) {
    if (c.req.url.length > MAX_URL_LENGTH) return refuse(c, 414, 'URI Too Long')
    const cookie = c.req.header('cookie') ?? ''
    if (new TextEncoder().encode(cookie).length > MAX_COOKIE_HEADER_BYTES) {
      return refuse(c, 431, 'Request Header Fields Too Large')
    }
    await next()
  }

/** A path that exists, asked with a method it does not take: 405 naming the ones it does. */
export const methodNotAllowed =
  (allow: string) =>
  (c: Context<AppEnv>): Response =>
    c.text('405 Method Not Allowed', 405, { Allow: allow, 'cache-control': 'no-store' })
