import { useEffect } from 'react'
import type { PublicSite } from '../../brands/sites'
import type { StorefrontServices } from '../services/create-services'
import { trackPurchaseReturn } from './purchase-return.client'

/**
 * The cart's life in the browser: initialise once after hydration (a checkout return with
 * ref=checkout resets it, SPEC.md section 4) and track a purchase return. Pages that show
 * products load the catalogue when the server had none and refetch it whenever the tab becomes
 * visible again.
 */
export const useCartLifecycle = (
  services: StorefrontServices,
  site: PublicSite,
  needsCatalogue: boolean,
): void => {
  useEffect(() => {
    trackPurchaseReturn()
    void services.actions.initialise({ search: window.location.search })
  }, [services])

  useEffect(() => {
    const { catalogue, shop } = services
    // Only the worker waits for a catalogue; the browser always starts from a store.
    if (!needsCatalogue || catalogue instanceof Promise) return
    const refresh = () => void catalogue.getState().refresh(shop, site.config.rootCategoryId)
    if (!catalogue.getState().initialised) refresh()
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [services, site.config.rootCategoryId, needsCatalogue])
}
