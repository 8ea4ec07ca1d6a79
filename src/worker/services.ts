import type { Context } from 'hono'
import { createCmsClient } from './cms/client'
import { createPageCache } from './cms/page-cache'
import type { AppEnv } from './env'

/** The IO clients of one request, built from platform primitives (DESIGN.md section 5). */
export const servicesFor = (c: Context<AppEnv>) => ({
  cms: createCmsClient({ fetch: (input, init) => fetch(input, init), site: c.var.site }),
  cache: createPageCache({
    kv: c.env.PAGE_CACHE,
    db: c.env.DB,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    now: () => Date.now(),
    onError: (error) =>
      console.error('page cache:', error instanceof Error ? error.message : error),
  }),
})

/** Server-side shop requests (the catalogue) may not hold a page longer than the CMS may. */
export const shopFetch =
  (c: Context<AppEnv>): typeof fetch =>
  (input, init) =>
    fetch(input, { ...init, signal: AbortSignal.timeout(c.var.site.cms.timeoutMs) })
