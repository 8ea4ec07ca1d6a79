import { Hono, type Context } from 'hono'
import { editorAuth, type PurgeEnv } from './purge-auth'
import { logRoute, purgeRoute } from './purge-api'
import { purgeBodyLimit } from './purge-body'
import { purgeFormRoute, purgePageRoute, purgePageTooLarge } from './purge-page'
import { statsRoute } from './stats'

/** 405 with the methods a path does take (RFC 9110, section 15.5.6). */
const methodNotAllowed = (allow: string) => (c: Context<PurgeEnv>) =>
  c.json({ error: `Method not allowed: use ${allow}` }, 405, {
    allow,
    'cache-control': 'no-store',
  })

/**
 * Everything editors do with the cache, under /_cache on every site's host (mounted in
 * src/worker/index.ts before the page route, which takes every other GET):
 * - POST /_cache/purge: JSON (src/worker/purge/purge-request.ts), a bearer token;
 * - GET  /_cache/log:   the recent purges as JSON, same token;
 * - GET  /_cache/stats: the figures kept locally under `npm start` (./stats.ts), same token;
 * - GET and POST /_cache: the editors' page (./purge-page.tsx).
 * Editors are named by the token they use (src/worker/purge/editor-tokens.ts). Bodies are
 * limited before anything else reads them.
 */
export const cacheRoutes = new Hono<PurgeEnv>()
  .post('/purge', purgeBodyLimit(), editorAuth(), purgeRoute)
  .all('/purge', methodNotAllowed('POST'))
  .get('/log', editorAuth(), logRoute)
  .all('/log', methodNotAllowed('GET'))
  .get('/stats', editorAuth(), statsRoute)
  .all('/stats', methodNotAllowed('GET'))
  .get('/', purgePageRoute)
  .post('/', purgeBodyLimit(purgePageTooLarge), purgeFormRoute)
  .all('/', methodNotAllowed('GET, POST'))
