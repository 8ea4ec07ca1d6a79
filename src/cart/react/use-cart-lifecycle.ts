import { useEffect, useRef } from 'react'
import type { CartActions } from '../actions/create-cart-actions'
import type { CatalogueStore } from '../catalogue/create-catalogue-store'
import type { ShopClient } from '../client/shop-result'
import type { PurchaseSummary } from '../purchase-payload'
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
  /** Reports the purchase of a checkout return (the app's analytics), once per purchase. */
  onPurchase: (purchase: PurchaseSummary) => void
}

export const useCartLifecycle = ({
  actions,
  catalogue,
  shop,
  rootCategoryId,
  needsCatalogue,
  onPurchase,
}: CartLifecycleOptions): void => {
  // The first render's reporter: a purchase return is read once, on the page load it arrives on.
  const purchaseReporter = useRef(onPurchase)
  useEffect(() => {
    trackPurchaseReturn(purchaseReporter.current)
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
