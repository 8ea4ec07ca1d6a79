import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { SITEMAP_INDEX_PATH } from '../sitemap/sitemap-files'
import { sitemapOrigin } from '../sitemap/sitemap-origin'
import { absoluteUrl } from '../sitemap/sitemap-xml'

/**
 * GET /robots.txt for the request's site: everything may be crawled, and the site's own sitemap
 * is named by its absolute address on the host the crawler asked (RFC 9309 leaves `Sitemap`
 * to the sitemap protocol, which wants it absolute: https://www.sitemaps.org/protocol.html#submit_robots).
 */
export const robotsRoute = (c: Context<AppEnv>) =>
  c.text(
    `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(sitemapOrigin(c.req.url), SITEMAP_INDEX_PATH)}\n`,
    200,
    { 'cache-control': `public, max-age=${c.var.site.cache.ttlSeconds}` },
  )
