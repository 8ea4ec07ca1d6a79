import { useEffect } from 'react'
import type { RouteState } from './router/route-state'
import type { Router } from './router/use-router'
import type { PageLocationStore } from './services/page-location'

/**
 * The services read where the shopper is from one store (./services/page-location.ts), kept on
 * the route shown, and ask for navigations through it.
 */
export const useLocationSync = (
  location: PageLocationStore,
  route: RouteState,
  navigate: Router['navigate'],
): void => {
  const { locale, path } = route
  const { textsUrl } = route.initialData
  useEffect(() => {
    location.setState({ locale, path, textsUrl })
  }, [location, locale, path, textsUrl])
  useEffect(
    () =>
      location.subscribe((state, previous) => {
        if (state.navigation && state.navigation !== previous.navigation)
          void navigate(state.navigation.path)
      }),
    [location, navigate],
  )
}
