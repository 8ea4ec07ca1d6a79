import type { Context } from 'hono'
import type { PayloadResponse } from '../../app'
import type { GuardOutcome } from '../../brands/route-guard'
import type { AppEnv } from '../env'
import { productMissing } from './product-details'
import { startListingFills } from './product-listings'
import { withListingFills } from '../../elements/product_listing/listing-state'
import { buildManifest } from '../manifest'
import { guardPage, shopPageOff } from './guard-page'
import { cacheHeaders, resolveRoute } from './resolve-route'

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
const guardedPayload = (c: Context<AppEnv>, guard: Exclude<GuardOutcome, { kind: 'allow' }>) => {
  const body: PayloadResponse = {
    buildId: buildManifest.buildId,
    payload:
      guard.kind === 'login'
        ? { kind: 'redirect', location: guard.location, status: 302 }
        : { kind: 'not-found', status: 404, page: null },
  }
  return c.json(body, guard.kind === 'login' ? 200 : 404, { 'cache-control': 'no-store' })
}

/**
 * GET <path>/_payload.json?v=<build id>: the page payload as JSON for client navigation; with
 * initialData=1 (a locale change) the locale's initial data too.
 */
export const payloadRoute = async (c: Context<AppEnv>) => {
  const pagePath = pagePathOf(new URL(c.req.url).pathname)
  // The ecommerce route guard for client navigation: the router follows the redirect to the
  // login page (a payload redirect) and shows a not-found page as it shows the CMS's.
  const guard = guardPage(c, pagePath)
  if (guard.kind !== 'allow') return guardedPayload(c, guard)
  const route = await resolveRoute(c, pagePath)
  if (shopPageOff(c, route.state.payload) || productMissing(route.state.payload)) {
    return guardedPayload(c, { kind: 'not-found' })
  }
  const withInitialData = c.req.query('initialData') === '1'
  // Client navigation renders the list at once: the payload carries the listings' products.
  const listings = await startListingFills(c, route.state)
  const body: PayloadResponse = {
    buildId: buildManifest.buildId,
    payload: listings ? withListingFills(route.state.payload, listings) : route.state.payload,
    ...(withInitialData ? { initialData: route.state.initialData } : {}),
  }
  return c.json(body, route.state.payload.kind === 'not-found' ? 404 : 200, {
    ...cacheHeaders(route),
    'cache-control': 'no-cache',
  })
}
