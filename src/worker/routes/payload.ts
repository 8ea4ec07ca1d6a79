import type { Context } from 'hono'
import type { PayloadResponse } from '../../app'
import type { PagePayload } from '../../lib'
import { withElementFills } from '../../elements/registry/fills'
import type { AppEnv } from '../env'
import { pageNotFound } from './http-error'
import { buildManifest } from '../render/build-manifest'
import { loadRoute, type LoadedRoute } from '../loaders/load-route'
import { cacheHeaders } from '../loaders/resolve-route'
import { shownRouteOf } from '../page-cache/shown-route'

/**
 * Every path ending in `/_payload.json`, the home page's `/_payload.json` included. A regexp
 * parameter, because a wildcard `*` before `/_payload.json` stands for exactly one segment in
 * Hono: it would miss `/_payload.json` and `/a/b/_payload.json`.
 */
export const PAYLOAD_PATH = '/:path{(?:.*/)?_payload\\.json}'

/**
 * '/en/about/_payload.json' → '/en/about'; '/_payload.json' → '/'. From the request's own
 * (encoded) path, not the route parameter, which Hono has decoded: the CMS gets the path as sent.
 */
const pagePathOf = (payloadPath: string): string =>
  payloadPath.slice(0, payloadPath.lastIndexOf('/')) || '/'

/** The guard's answer to client navigation: a redirect the router follows, or a not-found. */
const guardedPayload = (c: Context<AppEnv>, loaded: Exclude<LoadedRoute, { kind: 'route' }>) => {
  const body: PayloadResponse = {
    buildId: buildManifest.buildId,
    payload:
      loaded.kind === 'login'
        ? { kind: 'redirect', location: loaded.location, status: 302 }
        : { kind: 'not-found', status: 404, page: null },
  }
  return c.json(body, loaded.kind === 'login' ? 200 : 404, { 'cache-control': 'no-store' })
}

/**
 * A redirect is one the router follows, so it answers 200; a page that still renders but names
 * something gone answers its fill's status (a closed posting's 410, a listing page's 404).
 */
const payloadStatus = (kind: PagePayload['kind'], status: number): 200 | 404 | 410 => {
  if (kind === 'not-found') return 404
  if (kind === 'redirect') return 200
  return status === 404 || status === 410 ? status : 200
}

/**
 * GET <path>/_payload.json?v=<build id>: the page payload as JSON for client navigation; with
 * initialData=1 (a locale change) the locale's initial data too. The same route loader as the
 * page's (../loaders/load-route.ts): the guard's redirect is one the router follows, and the
 * streamed fills are awaited, so client navigation renders the listing at once.
 */
export const payloadRoute = async (c: Context<AppEnv>) => {
  const path = pagePathOf(new URL(c.req.url).pathname)
  // The payload carries no site data: no shop configuration is read for it.
  const loaded = await loadRoute(c, path, { shopConfig: false })
  // The error handler answers it as JSON with SPEC.md's message, the CMS never asked.
  if (loaded.kind === 'route-check-failed') throw pageNotFound(path)
  if (loaded.kind !== 'route') return guardedPayload(c, loaded)
  const { route, streamed, status } = loaded
  const { payload, initialData } = route.state
  const withInitialData = c.req.query('initialData') === '1'
  c.set('shownRoute', shownRouteOf(route.state))
  const body: PayloadResponse = {
    buildId: buildManifest.buildId,
    payload: streamed ? withElementFills(payload, await streamed) : payload,
    ...(withInitialData ? { initialData } : {}),
  }
  return c.json(body, payloadStatus(payload.kind, status), {
    ...cacheHeaders(route),
    'cache-control': 'no-cache',
  })
}
