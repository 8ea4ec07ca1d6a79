import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { buildManifest } from '../render/build-manifest'

/** GET /_health: liveness and the build id, for deploy checks. No upstream is asked. */
export const healthRoute = (c: Context<AppEnv>) =>
  c.json({ status: 'ok', buildId: buildManifest.buildId, environment: c.env.ENVIRONMENT }, 200, {
    'cache-control': 'no-store',
  })
