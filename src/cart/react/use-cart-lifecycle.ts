import { useEffect } from 'react'
import type { CartActions } from '../actions/create-cart-actions'
import type { CatalogueStore } from '../catalogue/create-catalogue-store'
import type { ShopClient } from '../client/shop-result'
import { trackPurchaseReturn } from '../purchase-return.client'

/**
 * The cart's life in the browser: initialise once after hydration (a checkout return with
 * ref=checkout resets it, SPEC.md section 4) and track a purchase return. Pages that show
 * products load the catalogue when the server had none and refetch it whenever the tab becomes
 * visible again.
 */
export interface CartLifecycleOptions {
  actions: CartActions
  /** A promise only in the worker, which runs no effects. */
  catalogue: CatalogueStore | Promise<CatalogueStore>
  shop: ShopClient
  rootCategoryId: number | string
  /** Whether the page shows catalogue products (pageNeedsCatalogue of src/elements). */
  needsCatalogue: boolean
}

export const useCartLifecycle = ({
  actions,
  catalogue,
  shop,
  rootCategoryId,
  needsCatalogue,
}: CartLifecycleOptions): void => {
  useEffect(() => {
    trackPurchaseReturn()
    void actions.initialise({ search: window.location.search })
  }, [actions])

  useEffect(() => {
    // Only the worker waits for a catalogue; the browser always starts from a store.
    if (!needsCatalogue || catalogue instanceof Promise) return
    const refresh = () => void catalogue.getState().refresh(shop, rootCategoryId)
    if (!catalogue.getState().initialised) refresh()
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [catalogue, shop, rootCategoryId, needsCatalogue])
}
