import type { D1Database, KVNamespace } from '@cloudflare/workers-types/index.ts'
import type { SiteConfig } from '../../brands/sites'
import { createCmsClient, type CmsClient } from '../cms/client'
import { createUpstreamCache, type UpstreamCache } from '../upstream-cache/upstream-cache'
import { createCmsFormClient, type CmsFormClient } from '../forms/cms-form-client'
import { createRateLimiter, type RateLimiter } from '../forms/rate-limit'
import type { RequestLog } from '../reporting/request-log'
import { retryLostConnection } from './retry-lost-connection'

/**
 * The IO clients of one request, built from platform primitives (DESIGN.md section 5). The
 * requestClients() middleware builds them once per request; routes read them as c.var.clients.
 * (The browser's stores and actions are "services", src/app/services: another thing.)
 */
export interface RequestClients {
  cms: CmsClient
  cache: UpstreamCache
  /** Server-side shop requests (the catalogue) may not hold a page longer than the CMS may. */
  shopFetch: typeof fetch
  /** The request's log: every line carries the request id. */
  log: RequestLog
  /** Form submissions to the CMS (src/worker/routes/form-submission.ts). */
  forms: CmsFormClient
  /** How many form submissions a client may send (D1). */
  formLimiter: RateLimiter
}

export interface RequestClientsOptions {
  kv: KVNamespace
  db: D1Database
  site: SiteConfig
  waitUntil: (promise: Promise<unknown>) => void
  fetch: typeof fetch
  now: () => number
  onError: (error: unknown) => void
  log: RequestLog
}

export const createRequestClients = ({
  kv,
  db,
  site,
  waitUntil,
  fetch,
  now,
  onError,
  log,
}: RequestClientsOptions): RequestClients => {
  // Reads of the CMS and the shop survive a pooled connection the upstream had closed; form
  // submissions (POST) are never sent twice (./retry-lost-connection.ts).
  const read = retryLostConnection(fetch)
  return {
    cms: createCmsClient({ fetch: read, site }),
    cache: createUpstreamCache({ kv, db, waitUntil, now, onError }),
    shopFetch: (input, init) =>
      read(input, { ...init, signal: AbortSignal.timeout(site.cms.timeoutMs) }),
    log,
    forms: createCmsFormClient({ fetch, site }),
    formLimiter: createRateLimiter({ db, now, waitUntil }),
  }
}
