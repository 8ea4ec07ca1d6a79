import type { Context, ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { RouteState } from '../../app'
import type { CmsInitialData } from '../cms/cms-initial-data'
import { peekInitialData } from '../cms/load'
import { UpstreamError } from '../clients/upstream-error'
import type { AppEnv } from '../env'
import { HttpError } from './http-error'
import { renderRoute } from '../render/render-route'
import { reportError } from '../reporting/report-error'
import { chromeData, type ChromeData } from '../loaders/chrome-data'

const EMPTY_INITIAL_DATA: CmsInitialData = { navigation: [], i18n: [], texts: {}, footer: [] }

const statusOf = (error: Error): ContentfulStatusCode => {
  const status = error instanceof HttpError || error instanceof UpstreamError ? error.status : 500
  return (status >= 400 && status <= 599 ? status : 500) as ContentfulStatusCode
}

/**
 * The header and footer still want navigation, but an error page must not wait for a CMS that
 * is failing: only a stored copy of the initial data is used, and without one the page still
 * has the storefront's own texts.
 */
const storedChromeData = async (c: Context<AppEnv>, locale: string): Promise<ChromeData> => {
  const { site } = c.var
  let stored: CmsInitialData | null = null
  try {
    stored = await peekInitialData(c.var.clients.cache, site, locale)
  } catch {
    // KV unreadable (or the clients not made yet): as if nothing were stored.
  }
  return chromeData(stored ?? EMPTY_INITIAL_DATA, site, locale)
}

/** Plain text for crawlers: the status and a short text, never an indexable error page. */
export const botErrorResponse = (
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  message: string,
) =>
  c.text(`${status} ${message}`, status, { 'X-Robots-Tag': 'noindex', 'cache-control': 'no-store' })

/**
 * The one error handler (DESIGN.md section 5). Shoppers get the error page; bots never do
 * (SPEC.md section 2). Payload requests (marked by payloadRequest()) get JSON, and the client
 * falls back to a full page load. Messages are the public ones: upstream addresses stay in the
 * logs.
 */
export const onError: ErrorHandler<AppEnv> = async (error, c) => {
  if (error instanceof HTTPException) return error.getResponse()
  const status = statusOf(error)
  const dev = c.env.ENVIRONMENT === 'development'
  const expected = error instanceof HttpError || error instanceof UpstreamError
  const message = expected || dev ? error.message : 'Internal Server Error'
  reportError(c, error, status)
  if (c.var.isPayloadRequest) return c.json({ error: { status, message } }, status)
  if (c.var.isBot || !c.var.site) return botErrorResponse(c, status, message)
  const locale = c.var.locale ?? c.var.site.defaultLocale
  const chrome = await storedChromeData(c, locale)
  const state: RouteState = {
    path: new URL(c.req.url).pathname,
    locale,
    // Not shown: routeError() gives `error` precedence over the payload.
    payload: { kind: 'not-found', status: 404, page: null },
    initialData: chrome.initialData,
    error: { status, message, stack: dev ? (error.stack ?? null) : null },
  }
  try {
    return await renderRoute(c, {
      state,
      texts: chrome.texts,
      status,
      headers: { 'cache-control': 'no-store' },
    })
  } catch (renderError) {
    reportError(c, renderError, 500)
    return c.text(`${status} ${message}`, status)
  }
}
