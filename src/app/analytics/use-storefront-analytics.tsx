import { useCallback, useEffect, type ReactNode } from 'react'
import type { PublicSite } from '../../brands/sites'
import type { RouteState } from '../router/route-state'
import type { StorefrontServices } from '../services/create-services'
import { AnalyticsOptOut } from './AnalyticsOptOut'
import { activeAnalytics } from './analytics-settings'
import { cartFacts } from './commerce-facts'
import { usePageViewTracking } from './use-page-view-tracking'

/**
 * The site's audience measurement in the browser: the tracker loaded after hydration, then one
 * page view per page shown, with the cart's facts at that moment. Returns what the page shows
 * of it: on the privacy page the opt-out (SPEC.md section 2), where there is a tracker to opt
 * out of; elsewhere null.
 */
export const useStorefrontAnalytics = (
  { analytics, cart, session }: Pick<StorefrontServices, 'analytics' | 'cart' | 'session'>,
  route: RouteState,
  site: PublicSite,
  onPrivacyPage: boolean,
): ReactNode => {
  useEffect(() => analytics.load(), [analytics])
  const commerceFacts = useCallback(
    () => cartFacts(cart.getState(), session.store.getState().signedIn),
    [cart, session],
  )
  usePageViewTracking({ analytics, route, facts: commerceFacts })
  return onPrivacyPage && activeAnalytics(site.analytics) ? (
    <AnalyticsOptOut analytics={analytics} />
  ) : null
}
