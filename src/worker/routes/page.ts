import type { Context } from 'hono'
import { notFoundMessage } from '../../app'
import type { AppEnv } from '../env'
import { renderRoute } from '../render/render-route'
import { guardRedirect } from '../guards/guard-page'
import { loadRoute } from '../loaders/load-route'
import { botErrorResponse } from './on-error'
import { cacheHeaders } from '../loaders/resolve-route'
import { routeCheckFailed } from './route-check'
import { shownRouteOf } from '../page-cache/shown-route'

/** GET <path>: the streamed page, a CMS redirect, or the not-found page with its 404. */
export const pageRoute = async (c: Context<AppEnv>) => {
  const path = new URL(c.req.url).pathname
  const loaded = await loadRoute(c, path)
  if (loaded.kind === 'route-check-failed' || loaded.kind === 'not-found') {
    return routeCheckFailed(c, path)
  }
  if (loaded.kind === 'login') return guardRedirect(c, loaded.location)
  const { route, streamed, status } = loaded
  const { payload } = route.state
  if (payload.kind === 'redirect') {
    return c.redirect(payload.location, payload.status as 301)
  }
  if (payload.kind === 'not-found' && c.var.isBot) {
    return botErrorResponse(c, 404, notFoundMessage(path))
  }
  c.set('shownRoute', shownRouteOf(route.state))
  // Head, header and everything above a listing stream while the shop answers for it.
  return renderRoute(c, {
    state: route.state,
    texts: route.texts,
    status,
    headers: cacheHeaders(route),
    streamed,
    shopConfig: route.shopConfig,
  })
}
