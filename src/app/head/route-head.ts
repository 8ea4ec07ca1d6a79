import type { PublicSite } from '../../brands/sites'
import type { Translate } from '../../lib/i18n'
import type { Page } from '../../lib/page'
import { pageLanguages } from '../page-languages'
import { errorTitle, routeError } from '../router/route-error'
import type { RouteState } from '../router/route-state'
import { errorHead, pageHead, type PageHead } from './page-head'

/**
 * The head of whatever a route shows: its page, or its error page. `t` is the translator of the
 * route's locale: an error page's title is in the page's language, as its heading.
 */
export const routeHead = (
  state: RouteState,
  site: PublicSite,
  origin: string,
  t: Translate,
): PageHead => {
  const locale = site.locales.find((entry) => entry.code === state.locale)
  const context = {
    origin,
    path: state.path,
    languageTag: locale?.hreflang ?? state.locale,
    direction: locale?.direction ?? 'ltr',
    imageTransform: site.images.transform,
  }
  const headOf = (page: Page) =>
    pageHead(page, {
      ...context,
      languages: pageLanguages(page, state.initialData, site.locales),
    })
  const error = routeError(state)
  if (error) {
    const head = error.fallback ? headOf(error.fallback) : errorHead('', context)
    return {
      ...head,
      title: errorTitle(error, t),
      meta: [{ key: 'name', value: 'robots', content: 'noindex,nofollow' }],
      links: [],
      structuredData: [],
      imagePreload: null,
    }
  }
  if (state.payload.kind === 'page') return headOf(state.payload.page)
  return errorHead(state.path, context)
}
