import type { Context } from 'hono'
import type { AppEnv } from '../env'

/** Request headers the transformation depends on: `format=auto` answers by Accept. */
const FORWARDED_HEADERS = ['accept', 'if-none-match', 'if-modified-since'] as const

const plainText = (status: 404 | 502, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

/**
 * GET /cdn-cgi/image/…: where nothing answers a zone's Cloudflare Image transformations (wrangler
 * dev has no /cdn-cgi/image/, cloudflare/workers-sdk#8637), the storefront hands them to
 * IMAGE_TRANSFORM_STAND_IN (the demo upstreams', demo/images/transform.ts). So a site with
 * `images.transform.baseUrl = ''` loads its pictures over the page's own connection locally, as
 * it does deployed: there the zone answers /cdn-cgi/image/ before any Worker runs, and this route
 * never sees a request (the variable is unset there; scripts/check-config.mjs refuses it).
 */
export const imageTransformStandInRoute = async (c: Context<AppEnv>) => {
  const standIn = c.env.IMAGE_TRANSFORM_STAND_IN?.replace(/\/+$/, '')
  if (!standIn)
    return plainText(
      404,
      "No image transformations here: deployed, the zone's Images > Transformations answer /cdn-cgi/image/.",
    )
  const url = new URL(c.req.url)
  const headers = new Headers()
  for (const name of FORWARDED_HEADERS) {
    const value = c.req.header(name)
    if (value !== undefined) headers.set(name, value)
  }
  try {
    const answer = await fetch(`${standIn}${url.pathname}${url.search}`, {
      method: c.req.method,
      headers,
      redirect: 'manual',
    })
    // Its status, type, caching and `cf-resized` error as they are: what a zone would answer.
    return new Response(answer.body, { status: answer.status, headers: answer.headers })
  } catch (error) {
    c.var.log.warn('[images] stand-in unreachable:', error instanceof Error ? error.message : error)
    return plainText(502, `The image transformations' stand-in (${standIn}) did not answer.`)
  }
}
