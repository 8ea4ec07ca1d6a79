import type { Context } from 'hono'
import { Toucan } from 'toucan-js'
import type { AppEnv } from './env'

/**
 * Sends server errors to Sentry when SENTRY_DSN is set (a wrangler secret). Statuses from 300
 * up to but excluding 500 are expected outcomes and never reported (SPEC.md section 8).
 */
export const reportError = (c: Context<AppEnv>, error: unknown, status: number): void => {
  console.error(
    `[${status}] ${c.req.method} ${new URL(c.req.url).pathname}:`,
    error instanceof Error ? error.message : error,
  )
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
