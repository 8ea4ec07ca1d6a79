import type { Context } from 'hono'
import * as z from 'zod'
import type { AppEnv } from '../env'
import { buildManifest } from '../manifest'

const bodySchema = z.object({ version: z.string().min(1).max(100) })

/** POST /check-version { version }: whether the browser's build is older than this worker's. */
export const checkVersionRoute = async (c: Context<AppEnv>) => {
  const body = bodySchema.safeParse(await c.req.json().catch(() => null))
  if (!body.success) {
    return c.json({ error: 'Expected a JSON body { "version": "<build id>" }' }, 400)
  }
  return c.json({ isOutdated: body.data.version !== buildManifest.buildId }, 200, {
    'cache-control': 'no-store',
  })
}
