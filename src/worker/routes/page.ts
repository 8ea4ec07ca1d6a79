import type { Context } from 'hono'
import { notFoundMessage } from '../../app'
import { pageNeedsCatalogue } from '../../elements'
import { loadCatalogue } from '../cms/load-catalogue'
import type { AppEnv } from '../env'
import { renderRoute } from '../render/render-route'
import { botErrorResponse } from './on-error'
import { isValidPagePath } from './page-path'
import { cacheHeaders, resolveRoute } from './resolve-route'
import { routeCheckFailed } from './route-check'
import { guardPage, guardRedirect, shopPageOff } from './guard-page'
import { productMissing } from './product-details'
import { startListingFills } from './product-listings'

/** GET <path>: the streamed page, a CMS redirect, or the not-found page with its 404. */
export const pageRoute = async (c: Context<AppEnv>) => {
  const path = new URL(c.req.url).pathname
  if (!isValidPagePath(path)) return routeCheckFailed(c, path)
  // The ecommerce route guard, before the CMS is asked and before any HTML.
  const guard = guardPage(c, path)
  if (guard.kind === 'not-found') return routeCheckFailed(c, path)
  if (guard.kind === 'login') return guardRedirect(c, guard.location)
  const route = await resolveRoute(c, path)
  const { payload } = route.state
  if (shopPageOff(c, payload) || productMissing(payload)) return routeCheckFailed(c, path)
  if (payload.kind === 'redirect') {
    return c.redirect(payload.location, payload.status as 301)
  }
  if (payload.kind === 'not-found' && c.var.isBot) {
    return botErrorResponse(c, 404, notFoundMessage(path))
  }
  const needsCatalogue = payload.kind === 'page' && pageNeedsCatalogue(payload.page)
  // Not awaited: head, header and everything above the listing stream while the shop answers
  // (a catalogue cache miss costs the shop's whole response time).
  const { cache, shopFetch, log } = c.var.clients
  const catalogue = needsCatalogue ? loadCatalogue(cache, c.var.site, shopFetch, log) : null
  // Likewise the listings' filtered products: the listing suspends until they are there.
  const listings = startListingFills(c, route.state)
  return renderRoute(c, {
    state: route.state,
    texts: route.texts,
    status: payload.status,
    headers: cacheHeaders(route),
    catalogue,
    listings,
  })
}
