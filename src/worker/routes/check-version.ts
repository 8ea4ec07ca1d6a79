import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as z from 'zod'
import type { AppEnv } from '../env'
import { buildManifest } from '../render/build-manifest'

/** A real body is { "version": "<10 hex digits>" }; a kilobyte leaves room and stops a flood. */
export const CHECK_VERSION_MAX_BYTES = 1024

const bodySchema = z.object({ version: z.string().min(1).max(100) })

/** POST /check-version { version }: whether the browser's build is older than this worker's. */
export const checkVersionRoute = [
  bodyLimit({
    maxSize: CHECK_VERSION_MAX_BYTES,
    onError: (c) => c.json({ error: 'Body too large' }, 413),
  }),
  async (c: Context<AppEnv>) => {
    const body = bodySchema.safeParse(await c.req.json().catch(() => null))
    if (!body.success) {
      return c.json({ error: 'Expected a JSON body { "version": "<build id>" }' }, 400)
    }
    return c.json({ isOutdated: body.data.version !== buildManifest.buildId }, 200, {
      'cache-control': 'no-store',
    })
  },
] as const
