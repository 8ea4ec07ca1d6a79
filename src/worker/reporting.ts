import type { Context } from 'hono'
import { Toucan } from 'toucan-js'
import { UpstreamError } from './cms/upstream-error'
import type { AppEnv } from './env'

/**
 * Sends server errors to Sentry when SENTRY_DSN is set (a wrangler secret). Statuses from 300
 * up to but excluding 500 are expected outcomes and never reported (SPEC.md section 8).
 */
export const reportError = (c: Context<AppEnv>, error: unknown, status: number): void => {
  // The upstream detail (with its URL) is for the logs; shoppers only see the public message.
  const detail =
    error instanceof UpstreamError ? error.detail : error instanceof Error ? error.message : error
  console.error(`[${status}] ${c.req.method} ${new URL(c.req.url).pathname}:`, detail)
  if (!c.env.SENTRY_DSN || (status >= 300 && status < 500)) return
  const sentry = new Toucan({
    dsn: c.env.SENTRY_DSN,
    context: c.executionCtx,
    request: c.req.raw,
    environment: c.env.ENVIRONMENT,
  })
  sentry.setTag('site', c.var.site?.id ?? 'unknown')
  sentry.captureException(error)
}
