import type { MiddlewareHandler } from 'hono'
import { createRequestClients } from '../clients/request-clients'
import type { AppEnv } from '../env'
import { measuredFetch, type Upstream } from '../metrics/request-figures'
import type { RequestLog } from '../reporting/request-log'
import type { SiteConfig } from '../../brands/sites'

/** Which of the site's upstreams an address is (the demo serves both from one origin). */
const upstreamOfSite =
  (site: SiteConfig) =>
  (url: string): Upstream => {
    if (url.startsWith(site.cms.baseUrl)) return 'cms'
    if (url.startsWith(site.shop.baseUrl) || url.startsWith(site.shop.graphqlUrl)) return 'shop'
    return 'other'
  }

export interface RequestClientsMiddlewareOptions {
  /** Upstream fetch. The default looks the global up at every call (the tests replace it). */
  fetch?: typeof fetch
  now?: () => number
  /** Upstream-cache failures that cost no response (a KV read, a background write). */
  onError?: (error: unknown) => void
}

const cacheErrorLogger = (log: RequestLog) => (error: unknown) =>
  log.error('upstream cache:', error instanceof Error ? error.message : error)

/**
 * Builds the request's IO clients (src/worker/clients/request-clients.ts) once, after the site
 * is known, and hands them to routes and the error handler as `c.var.clients`.
 */
export const requestClients = ({
  fetch = (input, init) => globalThis.fetch(input, init),
  now = () => Date.now(),
  onError,
}: RequestClientsMiddlewareOptions = {}): MiddlewareHandler<AppEnv> =>
  async function requestClients(c, next) {
    c.set(
      'clients',
      createRequestClients({
        kv: c.env.UPSTREAM_CACHE,
        db: c.env.DB,
        site: c.var.site,
        waitUntil: (promise) => c.executionCtx.waitUntil(promise),
        fetch: c.var.figures
          ? measuredFetch(fetch, c.var.figures, upstreamOfSite(c.var.site), now)
          : fetch,
        now,
        onError: onError ?? cacheErrorLogger(c.var.log),
        log: c.var.log,
      }),
    )
    await next()
  }
