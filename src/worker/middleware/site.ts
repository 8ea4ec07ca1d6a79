import type { MiddlewareHandler } from 'hono'
import { findSite, parseSites, type SitesRegistry } from '../../brands/sites'
import type { AppEnv } from '../env'

export const UNKNOWN_HOSTNAME = 'Hostname not found in sites configuration'

/**
 * The registry is parsed once per isolate and per configuration value (a deploy changes both).
 * Also read by the purge, which names sites other than the request's.
 */
let parsed: { raw: unknown; sites: SitesRegistry } | undefined
export const sitesOf = (raw: unknown): SitesRegistry => {
  if (parsed === undefined || parsed.raw !== raw) parsed = { raw, sites: parseSites(raw) }
  return parsed.sites
}

/**
 * Resolves the request's hostname to its site. An unknown hostname answers 404 with a plain
 * message, never another site's content.
 */
export const siteResolver = (): MiddlewareHandler<AppEnv> =>
  async function siteResolver(c, next) {
    const host = c.req.header('host') ?? new URL(c.req.url).host
    const site = findSite(sitesOf(c.env.SITES), host)
    if (!site) {
      return c.text(UNKNOWN_HOSTNAME, 404, {
        'X-Robots-Tag': 'noindex',
        'Cache-Control': 'no-store',
      })
    }
    c.set('site', site)
    await next()
  }
