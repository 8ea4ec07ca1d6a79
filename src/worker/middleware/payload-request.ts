import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'

/**
 * Marks a `<path>/_payload.json` request, registered before anything that can fail: the one
 * error handler then answers it as client navigation expects (JSON, and the client falls back to
 * a full page load), never with the error page.
 */
export const payloadRequest = (): MiddlewareHandler<AppEnv> =>
  async function payloadRequest(c, next) {
    c.set('isPayloadRequest', true)
    await next()
  }
