import type { PublicSite } from '../../brands/sites'
import { errorTitle, routeError } from '../router/route-error'
import type { RouteState } from '../router/route-state'
import { errorHead, pageHead, type PageHead } from './page-head'

/** The head of whatever a route shows: its page, or its error page. */
export const routeHead = (state: RouteState, site: PublicSite, origin: string): PageHead => {
  const locale = site.locales.find((entry) => entry.code === state.locale)
  const context = {
    origin,
    path: state.path,
    languageTag: locale?.hreflang ?? state.locale,
    direction: locale?.direction ?? 'ltr',
  }
  const error = routeError(state)
  if (error) {
    const head = error.fallback ? pageHead(error.fallback, context) : errorHead('', context)
    return {
      ...head,
      title: errorTitle(error),
      meta: [{ key: 'name', value: 'robots', content: 'noindex,nofollow' }],
      links: [],
    }
  }
  if (state.payload.kind === 'page') return pageHead(state.payload.page, context)
  return errorHead(state.path, context)
}
