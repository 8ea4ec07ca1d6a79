import type { Context } from 'hono'
import { bearerAuth } from 'hono/bearer-auth'
import { createMiddleware } from 'hono/factory'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { purgeCache, purgeRequestSchema } from '../purge/purge'

/** Editors authenticate with the PURGE_TOKEN secret; without one, purging is switched off. */
export const purgeAuth = () =>
  createMiddleware<AppEnv>(async function purgeAuth(c, next) {
    const token = c.env.PURGE_TOKEN
    if (!token) return c.json({ error: 'Cache purge is not configured (PURGE_TOKEN)' }, 503)
    const auth = bearerAuth({ token }) as unknown as MiddlewareHandler<AppEnv>
    return auth(c, next)
  })

/**
 * POST /_cache/purge { scope: 'path', site, path } | { scope: 'page', pageId } |
 * { scope: 'site', site } | { scope: 'catalogue', site } | { scope: 'all' }. The X-Editor header
 * names who purged, for the log.
 */
export const purgeRoute = async (c: Context<AppEnv>) => {
  const parsed = purgeRequestSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) {
    return c.json(
      { error: 'Invalid purge request', issues: parsed.error.issues.map((issue) => issue.message) },
      400,
    )
  }
  const actor = (c.req.header('x-editor') ?? 'unknown').slice(0, 200)
  const result = await purgeCache(
    { kv: c.env.PAGE_CACHE, db: c.env.DB, now: () => Date.now() },
    parsed.data,
    actor,
  )
  return c.json(result, 200, { 'cache-control': 'no-store' })
}
