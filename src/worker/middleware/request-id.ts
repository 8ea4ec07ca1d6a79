import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { createRequestLog } from '../reporting/request-log'

export const REQUEST_ID_HEADER = 'X-Request-Id'

/**
 * Cloudflare's Ray ID (`cf-ray`, set by the edge on every request; a client cannot choose it
 * there) when it has its shape, so the id also finds the request in Cloudflare's own logs.
 * Anything else in that header (local development, a forged value) is ignored: the id is echoed
 * in a response header and written to logs, so only this narrow shape may come from outside.
 */
const RAY_ID = /^[0-9a-f]{16}(-[A-Z]{3})?$/

export const requestIdOf = (rayHeader: string | undefined): string =>
  rayHeader && RAY_ID.test(rayHeader) ? rayHeader : crypto.randomUUID()

/**
 * First of all middleware: the request's id and its log (`c.var.log`), and the id on the answer
 * as X-Request-Id, also on error answers (set after the error handler ran).
 */
export const requestId = (): MiddlewareHandler<AppEnv> =>
  async function requestId(c, next) {
    const id = requestIdOf(c.req.header('cf-ray'))
    c.set('requestId', id)
    c.set('log', createRequestLog(id))
    await next()
    c.header(REQUEST_ID_HEADER, id)
  }
