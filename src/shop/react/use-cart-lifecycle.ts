import { useEffect, useRef } from 'react'
import type { CartActions } from '../actions/create-cart-actions'
import type { ProductStore } from '../catalogue/create-product-store'
import type { ShopClient } from '../client/shop-result'
import type { PurchaseSummary } from '../purchase-payload'
import { isCheckoutReturn, purchasePayloadOf } from '../purchase-query'

/**
 * The cart's life in the browser: initialise once after hydration (the checkout return, the
 * success page with ref=checkout, resets it: SPEC.md section 4) and track a purchase return. Pages that show
 * products refetch those products (their skus, never the catalogue: issue 24) whenever the tab
 * becomes visible again; another page starts from its own products again. A client navigation
 * into another locale reads the cart again in that locale's store view.
 */
export interface CartLifecycleOptions {
  actions: CartActions
  products: ProductStore
  shop: ShopClient
  /** The skus of the products the page shows (pageProductSkus of src/elements), joined by newlines. */
  pageSkus: string
  /**
   * The page's locale: each is a store view of the shop (issue 25), whose names and texts the
   * cart and the refetched products are in. Set the shop client's store view before it changes.
   */
  locale: string
  /** Reports the purchase of a checkout return (the app's analytics), once per purchase. */
  onPurchase: (purchase: PurchaseSummary) => void
  /** The site's success page in this locale ('/bestellung-abgeschlossen'): the checkout return. */
  successPath: string
}

export const useCartLifecycle = ({
  actions,
  products,
  shop,
  pageSkus,
  locale,
  onPurchase,
  successPath,
}: CartLifecycleOptions): void => {
  // The first render's reporter: a purchase return is read once, on the page load it arrives on.
  const purchaseReporter = useRef(onPurchase)
  const returnPath = useRef(successPath)
  useEffect(() => {
    const { search } = window.location
    // The payload's decoder loads only on the page load that carries a purchase (most do not).
    if (purchasePayloadOf(search) !== null) {
      import('../purchase-return.client').then(
        ({ trackPurchaseReturn }) => trackPurchaseReturn(purchaseReporter.current),
        (error: unknown) => console.warn('purchase return: its code did not load', error),
      )
    }
    void actions.initialise({
      checkoutReturn: isCheckoutReturn(window.location, returnPath.current),
    })
  }, [actions])

  // A client navigation into another locale: the cart is read again, in its store view's names
  // (Magento moves a cart between the store views of its website).
  const cartLocale = useRef(locale)
  useEffect(() => {
    if (cartLocale.current === locale) return
    cartLocale.current = locale
    void actions.initialise()
  }, [actions, locale])

  useEffect(() => {
    // The page's products came with it: what an earlier page refetched is not this page's, nor
    // what was refetched in another locale's store view.
    products.getState().clear()
    if (pageSkus === '') return
    const skus = pageSkus.split('\n')
    const onVisible = () => {
      if (document.visibilityState === 'visible') void products.getState().refresh(shop, skus)
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [products, shop, pageSkus, locale])
}
