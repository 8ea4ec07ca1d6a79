import { elementTypesIn, elementTypesToHydrate, lateHydratedElements } from '../../elements'
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

/** The page whose elements may hydrate late: a page route's, not an error page's. */
const hydratingPage = (state: RouteState) =>
  state.payload.kind === 'page' && !routeError(state) ? state.payload.page : null

/**
 * The CTypes whose code the first page needs before it hydrates: those of its elements that
 * hydrate with it (elements/late-hydration.ts). The worker modulepreloads these, the browser
 * loads them before hydrateRoot; a late element's code loads when the element comes near.
 */
export const routeElementTypesToHydrate = (state: RouteState, signedIn: boolean): Set<string> => {
  const page = hydratingPage(state)
  return page
    ? elementTypesToHydrate(page, signedIn, routeElements(state))
    : routeElementTypes(state)
}

/** Whether the first page has elements that hydrate late: its gates' code is then loaded too. */
export const routeHasLateElements = (state: RouteState, signedIn: boolean): boolean => {
  const page = hydratingPage(state)
  return page !== null && lateHydratedElements(page, signedIn).size > 0
}
