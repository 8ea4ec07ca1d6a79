import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as z from 'zod'
import type { AppEnv } from '../env'
import { reportError } from '../reporting/report-error'

/** Far above a real report (a message, a stack, a component stack); anything larger is refused. */
export const CLIENT_REPORT_MAX_BYTES = 16 * 1024

const reportSchema = z.object({
  kind: z.literal('render'),
  path: z.string().startsWith('/').max(2048),
  message: z.string().max(2000),
  stack: z.string().max(8000).default(''),
  componentStack: z.string().max(8000).default(''),
})

export type ClientReport = z.input<typeof reportSchema>

/** A browser-side failure as the error it stands for: what the logs and Sentry receive. */
class ClientRenderError extends Error {
  override name = 'ClientRenderError'
}

/**
 * POST /_report: a page that failed to render in the browser (PageErrorBoundary) is reported as
 * a server error of that path would be (SPEC.md section 8): a log line with status 500 and, with
 * SENTRY_DSN set, an event in Sentry. The body is the browser's word only, so it is bounded,
 * checked and never echoed back.
 */
export const clientReportRoute = [
  bodyLimit({
    maxSize: CLIENT_REPORT_MAX_BYTES,
    onError: (c) => c.json({ error: 'Report too large' }, 413),
  }),
  async (c: Context<AppEnv>) => {
    const report = reportSchema.safeParse(await c.req.json().catch(() => null))
    if (!report.success) return c.json({ error: 'Expected a JSON render report' }, 400)
    const { path, message, stack, componentStack } = report.data
    const error = new ClientRenderError(`render ${path}: ${message}`)
    error.stack = [`${error.name}: ${error.message}`, stack, componentStack].join('\n')
    reportError(c, error, 500)
    return c.body(null, 204)
  },
] as const
