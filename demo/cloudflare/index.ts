import { Hono } from 'hono'
import { MAX_CALLS, createCallLog } from './call-log'
import { succeeded, failed } from './envelope'
import { ERRORS } from './errors'
import { createFailSwitch, failPlanSchema } from './fail-switch'
import { parsePurgeBody } from './purge-body'

/**
 * A local stand-in for Cloudflare's zone cache purge API, so the storefront's purge client meets
 * production's answers (status, v4 envelope, error codes, Retry-After) with no network and no
 * account. Mounted under /cloudflare by demo/index.ts; the storefront's API base is then
 * http://127.0.0.1:8788/cloudflare/client/v4 instead of https://api.cloudflare.com/client/v4.
 * It purges nothing: local pages live in workerd's own cache, which this worker cannot reach.
 *
 *   POST          /cloudflare/client/v4/zones/<zone id>/purge_cache   the purge API
 *   GET|DELETE    /cloudflare/_calls[?zone=<zone id>]                 the calls taken, oldest first
 *   GET|POST|DELETE /cloudflare/_fail   { count, status, retryAfter? } the next calls fail
 *
 * Calls and the switch live in the isolate's memory: `wrangler dev` keeps one isolate, so they
 * last the session and vanish with it, and the log keeps only the newest MAX_CALLS.
 */
export interface CloudflareAppOptions {
  maxCalls?: number
}

/** Zone ids are 32 lower-case hex digits; anything else does not route. */
const ZONE_ID = /^[0-9a-f]{32}$/
/** The one token refused locally, so tests and newcomers can see the refusal. */
export const INVALID_TOKEN = 'invalid'
const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i
const NO_STORE = { 'cache-control': 'no-store' }

/** The id of a purge, shaped as production's (32 hex digits). */
const purgeId = () => crypto.randomUUID().replaceAll('-', '')

export const createCloudflareApp = ({ maxCalls = MAX_CALLS }: CloudflareAppOptions = {}) => {
  const log = createCallLog(maxCalls)
  const failures = createFailSwitch()
  const app = new Hono()

  // The route, the token, then the body. The failure switch meets only a call that would have
  // been taken (a bad body is a bug to fix, not to retry), and records it with what it asked, so
  // a test sees that the retry asks the same again.
  app.post('/client/v4/zones/:zoneId/purge_cache', async (c) => {
    const zoneId = c.req.param('zoneId')
    if (!ZONE_ID.test(zoneId)) {
      return c.json(failed(ERRORS.cannotRoute(`/zones/${zoneId}/purge_cache`), ERRORS.noRoute), 400)
    }
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1]
    if (token === undefined || token === INVALID_TOKEN) {
      return c.json(failed(ERRORS.authentication), 403)
    }
    const parsed = parsePurgeBody(await c.req.text())
    if (!parsed.ok) return c.json(failed(...parsed.errors), 400)

    const { kind, items } = parsed.request
    const at = new Date().toISOString()
    const failure = failures.take()
    if (failure) {
      log.record({ id: null, zoneId, kind, items, at, failed: true, status: failure.status })
      const error = failure.status === 429 ? ERRORS.rateLimited : ERRORS.server(failure.status)
      const headers: Record<string, string> =
        failure.retryAfter === null ? {} : { 'retry-after': String(failure.retryAfter) }
      return c.json(failed(error), failure.status, headers)
    }
    const id = purgeId()
    log.record({ id, zoneId, kind, items, at, failed: false, status: 200 })
    return c.json(succeeded({ id }), 200)
  })

  app.get('/_calls', (c) => c.json({ calls: log.list(c.req.query('zone')) }, 200, NO_STORE))
  app.delete('/_calls', (c) => {
    log.clear()
    return c.json({ calls: [] }, 200, NO_STORE)
  })

  app.get('/_fail', (c) => c.json(failures.state(), 200, NO_STORE))
  app.post('/_fail', async (c) => {
    const plan = failPlanSchema.safeParse(await c.req.json().catch(() => null))
    if (!plan.success) {
      return c.json(
        {
          error:
            'Send { "count": 1-1000, "status": 429 | 500 | 503, "retryAfter"?: 0-3600 seconds }',
        },
        400,
        NO_STORE,
      )
    }
    failures.arm(plan.data)
    return c.json(failures.state(), 200, NO_STORE)
  })
  app.delete('/_fail', (c) => {
    failures.reset()
    return c.json(failures.state(), 200, NO_STORE)
  })

  // Any other API path or method: the API's own answer, so a wrong path shows as one.
  app.all('/client/v4/*', (c) => {
    const path = c.req.path.slice(c.req.path.indexOf('/client/v4') + '/client/v4'.length)
    return path.startsWith('/zones/')
      ? c.json(failed(ERRORS.cannotRoute(path), ERRORS.noRoute), 400)
      : c.json(failed(ERRORS.noRoute), 400)
  })

  return app
}

/** The isolate's one stand-in, which demo/index.ts mounts. */
export const cloudflareApp = createCloudflareApp()
