import type { Context } from 'hono'
import type { PayloadResponse } from '../../app/router/route-state'
import { notFoundMessage } from '../../app/router/route-error'
import { pageNeedsCatalogue } from '../../elements'
import { loadCatalogue } from '../cms/load-catalogue'
import type { AppEnv } from '../env'
import { servicesFor, shopFetch } from '../services'
import { buildManifest } from '../manifest'
import { renderRoute } from '../render/render-route'
import { botErrorResponse } from './on-error'
import { PAYLOAD_SUFFIX, pagePathOfPayload } from './page-path'
import { cacheHeaders, resolveRoute } from './resolve-route'

/** GET <path>: the streamed page, a CMS redirect, or the not-found page with its 404. */
export const pageRoute = async (c: Context<AppEnv>) => {
  const path = new URL(c.req.url).pathname
  if (path.endsWith(PAYLOAD_SUFFIX)) return payloadRoute(c, pagePathOfPayload(path))
  const route = await resolveRoute(c, path)
  const { payload } = route.state
  if (payload.kind === 'redirect') {
    return c.redirect(payload.location, payload.status as 301)
  }
  if (payload.kind === 'not-found' && c.var.isBot) {
    return botErrorResponse(c, 404, notFoundMessage(path))
  }
  const needsCatalogue = payload.kind === 'page' && pageNeedsCatalogue(payload.page)
  // Not awaited: head, header and everything above the listing stream while the shop answers
  // (a catalogue cache miss costs the shop's whole response time).
  const catalogue = needsCatalogue
    ? loadCatalogue(servicesFor(c).cache, c.var.site, shopFetch(c))
    : null
  return renderRoute(c, route.state, payload.status, cacheHeaders(route), catalogue)
}

/**
 * GET <path>/_payload.json?v=<build id>: the same payload as JSON for client navigation; with
 * initialData=1 (a locale change) the locale's initial data too.
 */
const payloadRoute = async (c: Context<AppEnv>, path: string) => {
  const route = await resolveRoute(c, path)
  const withInitialData = c.req.query('initialData') === '1'
  const body: PayloadResponse = {
    buildId: buildManifest.buildId,
    payload: route.state.payload,
    ...(withInitialData ? { initialData: route.state.initialData } : {}),
  }
  return c.json(body, route.state.payload.kind === 'not-found' ? 404 : 200, {
    ...cacheHeaders(route),
    'cache-control': 'no-cache',
  })
}
