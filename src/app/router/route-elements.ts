import { elementTypesIn, hydrationPlan, type HydrationPlan } from '../../elements'
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

/**
 * What the first page needs before it hydrates (elements/late-hydration.ts): the CTypes of its
 * elements that hydrate with it, and whether any waits (then the gates' code too). The worker
 * modulepreloads these, the browser loads them before hydrateRoot; a late element's code loads
 * when the element comes near. An error page hydrates whole.
 */
export const routeHydration = (state: RouteState, signedIn: boolean): HydrationPlan => {
  const page = state.payload.kind === 'page' && !routeError(state) ? state.payload.page : null
  return page
    ? hydrationPlan(page, signedIn, routeElements(state))
    : { types: routeElementTypes(state), hasLate: false }
}
