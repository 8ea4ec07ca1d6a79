import type { Context } from 'hono'
import { fillPage } from '../../elements/registry/fills'
import type { ElementFills } from '../../elements/registry/streamed-fills'
import { canonicalQuery } from '../upstream-cache/cache-key'
import type { AppEnv } from '../env'
import { shopDataFor } from '../shop/shop-data'
import { guardPage, shopPageOff } from '../guards/guard-page'
import { isValidPagePath } from '../guards/valid-page-path'
import { resolveRoute, type ResolvedRoute } from './resolve-route'

/** What the page route and the payload route answer for a path, each in its own form. */
export type LoadedRoute =
  /** The address fails the route check (SPEC.md section 8: fatal 'Page Not Found'). */
  | { kind: 'route-check-failed' }
  /** The guard refused the page, or the page names nothing that exists: a 404. */
  | { kind: 'not-found' }
  /** The ecommerce guard: a customer page for a guest, to the login page and back. */
  | { kind: 'login'; location: string }
  | {
      kind: 'route'
      route: ResolvedRoute
      /**
       * The answer's status: the payload's, or the one a fill gave the page it still renders (a
       * closed posting's 410, a listing page past the last's 404).
       */
      status: number
      /** The fills the page streams around (the listings' products); null when none. */
      streamed: Promise<ElementFills> | null
    }

/**
 * The one route loader of the page route and the payload route (DESIGN.md section 5): the route
 * check, the ecommerce guard (before the CMS is asked), the CMS page and initial data through
 * the cache, the guard's second look at shop pages, and the server fills of the page's elements
 * (their types declare them in src/elements/<CType>/definition.ts; src/elements/registry/fills.ts
 * runs them). Upstream failures throw, and the error handler renders them.
 */
export const loadRoute = async (
  c: Context<AppEnv>,
  path: string,
  options: { shopConfig?: boolean } = {},
): Promise<LoadedRoute> => {
  if (!isValidPagePath(path)) return { kind: 'route-check-failed' }
  const guard = guardPage(c, path)
  if (guard.kind === 'not-found') return { kind: 'not-found' }
  if (guard.kind === 'login') return guard
  const route = await resolveRoute(c, path, options)
  if (shopPageOff(c, route.state.payload)) return { kind: 'not-found' }
  const filled = await fillPage(route.state.payload, {
    path,
    // Only whitelisted parameters count, with their first value, as for the page's own cache
    // key: a fill varies by nothing the page does not.
    query: canonicalQuery(new URL(c.req.url).searchParams, c.var.site.cms.queryWhitelist),
    shop: shopDataFor(c),
    locales: c.var.site.locales,
    now: Date.now(),
  })
  if (filled.missing) return { kind: 'not-found' }
  return {
    kind: 'route',
    route: { ...route, state: { ...route.state, payload: filled.payload } },
    status: filled.status ?? filled.payload.status,
    streamed: filled.streamed,
  }
}
