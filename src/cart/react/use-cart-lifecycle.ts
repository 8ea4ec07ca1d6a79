import { useEffect, useRef } from 'react'
import type { CartActions } from '../actions/create-cart-actions'
import type { ProductStore } from '../catalogue/create-product-store'
import type { ShopClient } from '../client/shop-result'
import type { PurchaseSummary } from '../purchase-payload'
import { trackPurchaseReturn } from '../purchase-return.client'

/**
 * The cart's life in the browser: initialise once after hydration (a checkout return with
 * ref=checkout resets it, SPEC.md section 4) and track a purchase return. Pages that show
 * products refetch those products (their skus, never the catalogue: issue 24) whenever the tab
 * becomes visible again; another page starts from its own products again.
 */
export interface CartLifecycleOptions {
  actions: CartActions
  products: ProductStore
  shop: ShopClient
  /** The skus of the products the page shows (pageProductSkus of src/elements), joined by newlines. */
  pageSkus: string
  /** Reports the purchase of a checkout return (the app's analytics), once per purchase. */
  onPurchase: (purchase: PurchaseSummary) => void
}

export const useCartLifecycle = ({
  actions,
  products,
  shop,
  pageSkus,
  onPurchase,
}: CartLifecycleOptions): void => {
  // The first render's reporter: a purchase return is read once, on the page load it arrives on.
  const purchaseReporter = useRef(onPurchase)
  useEffect(() => {
    trackPurchaseReturn(purchaseReporter.current)
    void actions.initialise({ search: window.location.search })
  }, [actions])

  useEffect(() => {
    // The page's products came with it: what an earlier page refetched is not this page's.
    products.getState().clear()
    if (pageSkus === '') return
    const skus = pageSkus.split('\n')
    const onVisible = () => {
      if (document.visibilityState === 'visible') void products.getState().refresh(shop, skus)
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [products, shop, pageSkus])
}
