import type { Context } from 'hono'
import type { RouteState } from '../../app'
import { withLocale } from '../../lib'
import type { AppEnv } from '../env'
import { displayPath, pageNotFound } from './http-error'
import { renderRoute } from '../render/render-route'
import { botErrorResponse } from './on-error'
import { resolveRoute, type ResolvedRoute } from '../loaders/resolve-route'

/**
 * A page address that fails the route check (SPEC.md section 8: fatal not-found, 'Page Not
 * Found: {path}'): a malformed escape, a control character, an encoded slash, an absurd length.
 * It is never sent to the CMS. Shoppers get the site's normal error page in the site's language,
 * the CMS's own (cms.notFoundPath), with header and footer, the path shortened; bots get the
 * plain 404. Should the CMS not answer, the error handler shows its own 404 page instead.
 */
export const routeCheckFailed = async (c: Context<AppEnv>, path: string): Promise<Response> => {
  const { message } = pageNotFound(path)
  if (c.var.isBot) return botErrorResponse(c, 404, message)
  const { site, locale } = c.var
  let resolved: ResolvedRoute
  try {
    resolved = await resolveRoute(c, withLocale(site.cms.notFoundPath, locale, site.defaultLocale))
  } catch {
    throw pageNotFound(path)
  }
  const { payload } = resolved.state
  const state: RouteState = {
    ...resolved.state,
    path: displayPath(path),
    payload: {
      kind: 'not-found',
      status: 404,
      page: payload.kind === 'page' || payload.kind === 'not-found' ? payload.page : null,
    },
    error: { status: 404, message, stack: null },
  }
  return renderRoute(c, {
    state,
    texts: resolved.texts,
    status: 404,
    headers: { 'cache-control': 'no-store' },
    shopConfig: resolved.shopConfig,
  })
}
