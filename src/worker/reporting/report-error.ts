import type { Context } from 'hono'
import { Toucan } from 'toucan-js'
import { UpstreamError } from '../clients/upstream-error'
import type { AppEnv } from '../env'
import { buildManifest } from '../render/build-manifest'
import { createRequestLog } from './request-log'

/** Statuses from 300 up to but excluding 500 are expected outcomes, never reported. */
export const isReportedStatus = (status: number): boolean => status < 300 || status >= 500

/**
 * Logs a server error with the request's id and, when SENTRY_DSN is set (a wrangler secret),
 * sends it to Sentry with what finds it again: site, locale, path and request id as tags, the
 * build id as release (SPEC.md section 8). Without a DSN nothing is sent. Toucan's own allowlist
 * keeps cookies, most headers and the query out of the event (a session token, an e-mail in a
 * search); the user agent is let through to tell bots from shoppers.
 */
/** What reporting reads of a request's context: any route's, whatever its own variables. */
type ReportingContext = Pick<Context<AppEnv>, 'req' | 'env' | 'var' | 'executionCtx'>

export const reportError = (c: ReportingContext, error: unknown, status: number): void => {
  // The upstream detail (with its URL) is for the logs; shoppers only see the public message.
  const detail =
    error instanceof UpstreamError ? error.detail : error instanceof Error ? error.message : error
  const path = new URL(c.req.url).pathname
  // An error before requestId() ran (it runs first, so only a bug) still gets a line.
  const log = c.var.log ?? createRequestLog('-')
  log.error(`[${status}] ${c.req.method} ${path}:`, detail)
  if (!c.env.SENTRY_DSN || !isReportedStatus(status)) return
  const sentry = new Toucan({
    dsn: c.env.SENTRY_DSN,
    context: c.executionCtx,
    request: c.req.raw,
    environment: c.env.ENVIRONMENT,
    release: buildManifest.buildId,
    requestDataOptions: { allowedHeaders: ['CF-RAY', 'CF-Worker', 'user-agent'] },
  })
  sentry.setTags({
    site: c.var.site?.id ?? 'unknown',
    locale: c.var.locale ?? c.var.site?.defaultLocale ?? 'unknown',
    path,
    request_id: log.requestId,
    status: String(status),
  })
  sentry.captureException(error)
}
