import type { D1Database } from '@cloudflare/workers-types/index.ts'
import type { Context } from 'hono'
import {
  EXTENSIONS,
  formatFor,
  ladderWidthFor,
  parseTransformOptions,
  rasterDir,
  type RasterFile,
} from './ladder'
import { notBuilt, rasterBytes, rasterIndex, rasterResponse, type RasterBindings } from './rasters'
import { photoHashOf } from './resolve'

/**
 * GET /cdn-cgi/image/<options>/<source>: the demo's stand-in for Cloudflare's image
 * transformations via URL (https://developers.cloudflare.com/images/transform-images/transform-via-url/),
 * answered from the ladder the build wrote ahead (ladder.ts), never transformed on the fly:
 *
 * - options: `width` (`w`), `format` (`f`: auto, webp, jpeg, baseline-jpeg, avif), `fit`,
 *   `quality` (`q`), `dpr` (multiplies the width); anything else is 400, as Cloudflare answers
 *   error 9401. The width answered is the smallest built one at least as wide as asked (`width` ×
 *   `dpr`), else the widest; `format=auto` (and none) gives WebP to a browser whose Accept has
 *   image/webp, else JPEG; an explicit format the build has no files of gets JPEG.
 * - source: a path on this host (`/shop/…`, `/media/…`) or an absolute http(s) URL on it (the
 *   request's host, or any loopback name with its port), not URL-encoded: Cloudflare
 *   concatenates. It must name one of the demo's raster originals (404, error 9404); anything
 *   that could lead elsewhere (dot segments, backslashes, encoded characters, a protocol-relative
 *   path, user info, another scheme) is 400.
 *
 * Answers carry `Vary: Accept` and are immutable for a year; errors say `cf-resized: err=<code>`
 * as Cloudflare's do.
 */
export type TransformEnv = { Bindings: RasterBindings & { SHOP_DB?: D1Database } }

const PREFIX = '/cdn-cgi/image/'

const LOOPBACK = /^(?:127\.0\.0\.1|localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.localhost|\[::1\])$/i

const failure = (status: 400 | 404, code: number, message: string): Response =>
  new Response(`ERROR ${code}: ${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cf-resized': `err=${code}` },
  })

/** The source's path on this host, or why it is refused. */
export const sourcePathOf = (
  source: string,
  requestUrl: URL,
): { path: string } | { status: 400 | 404; error: string } => {
  if (source === '') return { status: 400, error: 'no source image' }
  // Nothing a photo's path has: encoded or control characters, backslashes, spaces.
  if (/[%\\\s\u0000-\u001f\u007f]/.test(source))
    return { status: 400, error: 'invalid characters in the source image URL' }
  let path: string
  if (source.startsWith('/')) {
    if (source.startsWith('//')) return { status: 400, error: 'protocol-relative source' }
    path = source
  } else if (/^https?:\/\//i.test(source)) {
    let url: URL
    try {
      url = new URL(source)
    } catch {
      return { status: 400, error: 'invalid source image URL' }
    }
    if (url.username || url.password || /^https?:\/\/[^/]*@/i.test(source))
      return { status: 400, error: 'user info in the source image URL' }
    const sameHost = url.host === requestUrl.host
    const loopback =
      LOOPBACK.test(url.hostname) &&
      LOOPBACK.test(requestUrl.hostname) &&
      url.port === requestUrl.port
    if (!sameHost && !loopback) return { status: 404, error: 'not an image of this host' }
    // The path as written: URL would have resolved dot segments out of it.
    path = source.replace(/^https?:\/\/[^/]*/i, '') || '/'
  } else {
    return { status: 400, error: 'the source must be an absolute path or http(s) URL' }
  }
  const [pathname] = path.split(/[?#]/) as [string]
  if (pathname.split('/').some((segment) => segment === '.' || segment === '..'))
    return { status: 400, error: 'dot segments in the source image path' }
  if (pathname.includes('//')) return { status: 400, error: 'empty segment in the source path' }
  return { path: pathname }
}

export const transformHandler = async (c: Context<TransformEnv>): Promise<Response> => {
  const url = new URL(c.req.url)
  // The raw path: Request.url keeps what the client sent between the prefix and the query.
  const raw = c.req.url.slice(url.origin.length)
  if (!raw.startsWith(PREFIX)) return failure(404, 9404, 'not an image transformation')
  const rest = raw.slice(PREFIX.length).replace(/[?#].*$/, '')
  const slash = rest.indexOf('/')
  if (slash < 0) return failure(400, 9401, 'no source image after the options')
  const parsed = parseTransformOptions(rest.slice(0, slash))
  if (!parsed.ok) return failure(400, 9401, parsed.error)
  const source = sourcePathOf(rest.slice(slash + 1), url)
  if ('error' in source)
    return failure(source.status, source.status === 400 ? 9401 : 9404, source.error)
  const index = await rasterIndex(c.env)
  if (!index) return notBuilt()
  const hash = await photoHashOf(index, source.path, c.env?.SHOP_DB)
  if (!hash) return failure(404, 9404, `no image at ${source.path}`)
  const width = ladderWidthFor(parsed.options.width)
  const format = formatFor(parsed.options.format, c.req.header('accept') ?? '', index.formats)
  const file: RasterFile = {
    width,
    format,
    path: `${rasterDir(hash)}/${width}.${EXTENSIONS[format]}`,
  }
  const bytes = await rasterBytes(c.env, file)
  if (!bytes) return failure(404, 9404, `${source.path} has no ${width} px ${format}`)
  return rasterResponse(bytes, format, { vary: 'Accept' })
}
