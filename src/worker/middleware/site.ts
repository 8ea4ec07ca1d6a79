import type { MiddlewareHandler } from 'hono'
import {
  describeProblems,
  findInvalidSite,
  findSite,
  readSites,
  type SitesReading,
  type SitesRegistry,
} from '../../brands/sites'
import type { AppEnv } from '../env'
import { siteUnavailable } from '../routes/site-unavailable'

export const UNKNOWN_HOSTNAME = 'Hostname not found in sites configuration'

/**
 * The registry is read once per isolate and per configuration value (a deploy changes both), and
 * its problems are logged then: once per isolate, not once per request of an invalid site.
 */
let read: { raw: unknown; reading: SitesReading } | undefined
export const readingOf = (raw: unknown, log: Pick<Console, 'error'> = console): SitesReading => {
  if (read === undefined || read.raw !== raw) {
    const reading = readSites(raw)
    for (const problem of describeProblems(reading))
      log.error(`[sites] ${problem} (this site answers 503 until its entry is fixed)`)
    read = { raw, reading }
  }
  return read.reading
}

/** The valid sites. Also read by the purge, which names sites other than the request's. */
export const sitesOf = (raw: unknown): SitesRegistry => readingOf(raw).sites

/**
 * Resolves the request's hostname to its site. An unknown hostname answers 404 with a plain
 * message, never another site's content; a hostname of a site whose entry is invalid (or any
 * hostname, when the registry as a whole is unreadable) answers 503, while every valid site
 * serves as always.
 */
export const siteResolver = (): MiddlewareHandler<AppEnv> =>
  async function siteResolver(c, next) {
    const host = c.req.header('host') ?? new URL(c.req.url).host
    const reading = readingOf(c.env.SITES)
    const site = findSite(reading.sites, host)
    if (!site) {
      if (findInvalidSite(reading, host) || reading.registryProblems.length > 0)
        return siteUnavailable(c)
      return c.text(UNKNOWN_HOSTNAME, 404, {
        'X-Robots-Tag': 'noindex',
        'Cache-Control': 'no-store',
      })
    }
    c.set('site', site)
    await next()
  }
