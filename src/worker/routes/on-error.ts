import type { Context, ErrorHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { RouteState } from '../../app/router/route-state'
import type { InitialData } from '../../lib/page'
import { loadInitialData } from '../cms/load'
import { UpstreamError } from '../cms/upstream-error'
import type { AppEnv } from '../env'
import { HttpError } from '../http-error'
import { renderRoute } from '../render/render-route'
import { reportError } from '../reporting'
import { servicesFor } from '../services'
import { PAYLOAD_SUFFIX } from './page-path'

const EMPTY_INITIAL_DATA: InitialData = { navigation: [], i18n: [], texts: {}, footer: [] }

const statusOf = (error: Error): ContentfulStatusCode => {
  const status = error instanceof HttpError || error instanceof UpstreamError ? error.status : 500
  return (status >= 400 && status <= 599 ? status : 500) as ContentfulStatusCode
}

/** The header and footer still need navigation: take the initial data if it can be had. */
const initialDataFor = async (c: Context<AppEnv>): Promise<InitialData> => {
  try {
    const { cms, cache } = servicesFor(c)
    const { site, locale, localePrefix } = c.var
    return (
      await loadInitialData(cache, cms, site, locale ?? site.defaultLocale, localePrefix ?? '')
    ).value
  } catch {
    return EMPTY_INITIAL_DATA
  }
}

/**
 * The one error handler (DESIGN.md section 5). Shoppers get the error page; bots never do
 * (SPEC.md section 2): they get the status, a short text and X-Robots-Tag: noindex. Payload
 * requests get JSON, and the client falls back to a full page load.
 */
export const onError: ErrorHandler<AppEnv> = async (error, c) => {
  const status = statusOf(error)
  const dev = c.env.ENVIRONMENT === 'development'
  const expected = error instanceof HttpError || error instanceof UpstreamError
  const message = expected || dev ? error.message : 'Internal Server Error'
  reportError(c, error, status)
  const path = new URL(c.req.url).pathname
  if (path.endsWith(PAYLOAD_SUFFIX)) return c.json({ error: { status, message } }, status)
  if (c.var.isBot || !c.var.site) {
    return c.text(`${status} ${message}`, status, {
      'X-Robots-Tag': 'noindex',
      'cache-control': 'no-store',
    })
  }
  const state: RouteState = {
    path,
    locale: c.var.locale ?? c.var.site.defaultLocale,
    // Not shown: routeError() gives `error` precedence over the payload.
    payload: { kind: 'not-found', status: 404, page: null },
    initialData: await initialDataFor(c),
    error: { status, message, stack: dev ? (error.stack ?? null) : null },
  }
  try {
    return await renderRoute(c, state, status, { 'cache-control': 'no-store' })
  } catch (renderError) {
    reportError(c, renderError, 500)
    return c.text(`${status} ${message}`, status)
  }
}
