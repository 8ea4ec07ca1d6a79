import { createStore, type StoreApi } from 'zustand/vanilla'

/**
 * Where the shopper is, as the services see it: the page's locale (its store view and texts),
 * its path, and a navigation the services ask for (session expiry leads to the login page).
 * Made with the services from the bootstrap; the Storefront root keeps it on the router's
 * route and carries out the navigations it is asked for, so no service holds a function of the
 * React tree.
 */
export interface PageLocation {
  locale: string
  path: string
  /** The locale's interface texts (their address names their content). */
  textsUrl: string
  /** The last navigation a service asked for; a new object for every ask. */
  navigation: { path: string } | null
}

export type PageLocationStore = StoreApi<PageLocation>

export const createPageLocation = (
  initial: Pick<PageLocation, 'locale' | 'path' | 'textsUrl'>,
): PageLocationStore => createStore<PageLocation>()(() => ({ ...initial, navigation: null }))

/** Asks the Storefront root for a client navigation. */
export const requestNavigation = (location: PageLocationStore, path: string) =>
  location.setState({ navigation: { path } })
