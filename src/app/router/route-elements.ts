import { elementTypesIn } from '../../elements'
import type { ContentElement } from '../../lib/page'
import { routeError } from './route-error'
import type { RouteState } from './route-state'

/** The content elements a route shows: the page's columns and popup, or the error page's. */
const routeElements = (state: RouteState): ContentElement[] => {
  const error = routeError(state)
  const page = error ? error.fallback : state.payload.kind === 'page' ? state.payload.page : null
  if (!page) return []
  return [...Object.values(page.content).flat(), ...(error ? [] : page.popupContent)]
}

/** The CTypes whose code must be loaded before the route can render. */
export const routeElementTypes = (state: RouteState): Set<string> =>
  elementTypesIn(routeElements(state))
