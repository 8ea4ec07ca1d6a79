import type { Context } from 'hono'
import { readAuthToken } from '../../account'
import { guardRoute, type GuardOutcome } from './route-guard'
import { pageNeedsShop } from '../../elements'
import type { PagePayload } from '../../lib'
import type { AppEnv } from '../env'

/** Query parameters of the payload route itself, not of the page (route-state.ts payloadUrl). */
const PAYLOAD_PARAMETERS = ['v', 'initialData']

/**
 * The ecommerce route guard (src/worker/guards/route-guard.ts) for a request: signed in means the
 * request carries the site's customer token cookie (the shop may still refuse it; the account
 * screens then end the session as an expired one). The return path keeps the page's query.
 */
export const guardPage = (c: Context<AppEnv>, path: string): GuardOutcome => {
  const { site } = c.var
  const query = new URL(c.req.url).searchParams
  for (const name of PAYLOAD_PARAMETERS) query.delete(name)
  const search = query.size > 0 ? `?${query.toString()}` : ''
  const signedIn = readAuthToken(c.req.header('cookie'), site.brand) !== null
  return guardRoute(site, path, search, signedIn)
}

/** The 302 to the login page: never cached, and it differs by the cookie. */
export const guardRedirect = (c: Context<AppEnv>, location: string): Response =>
  c.body(null, 302, { location, 'cache-control': 'no-store', vary: 'cookie' })

/**
 * The guard's second look, once the CMS has answered: a page holding shop elements (the guest
 * order lookup, which has no page link to guard by path, or an account screen an editor put on
 * another page) answers 404 where the site does not sell, as the guarded cart and account pages
 * do (src/elements/shop-pages.ts).
 */
export const shopPageOff = (c: Context<AppEnv>, payload: PagePayload): boolean =>
  !c.var.site.ecommerce.enabled && payload.kind === 'page' && pageNeedsShop(payload.page)
