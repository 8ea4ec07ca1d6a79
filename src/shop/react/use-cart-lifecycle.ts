import { useEffect, useRef } from 'react'
import type { CartActions } from '../actions/create-cart-actions'
import type { ProductStore } from '../catalogue/create-product-store'
import type { ShopClient } from '../client/shop-result'
import type { PurchaseSummary } from '../purchase-payload'
import { loadPurchaseReturn } from '../load-purchase-return'
import { isCheckoutReturn, purchasePayloadOf } from '../purchase-query'

/**
 * The cart's life in the browser: initialise once after hydration and settle a checkout return
 * (SPEC.md section 4). A return is the success page with ref=checkout and a purchase whose order
 * the shop confirms (../purchase-return.client.ts): its cart has become that order, so it is
 * reset, and the purchase is tracked, once per order. Anywhere else, or for an order the shop
 * does not confirm, the cart is initialised as it is. Pages that show products refetch those
 * products (their skus, never the catalogue) whenever the tab becomes visible again; another
 * page starts from its own products again. A client navigation into another locale reads the
 * cart again in that locale's store view.
 */
export interface CartLifecycleOptions {
  actions: CartActions
  products: ProductStore
  shop: ShopClient
  /** The skus of the products the page shows (pageProductSkus of src/elements), joined by newlines. */
  pageSkus: string
  /**
   * The page's locale: each is a store view of the shop, whose names and texts the cart and the
   * refetched products are in. Set the shop client's store view before it changes.
   */
  locale: string
  /** Reports the purchase of a confirmed checkout return (the app's analytics), once per order. */
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
    const { location } = window
    if (
      !isCheckoutReturn(location, returnPath.current) ||
      purchasePayloadOf(location.search) === null
    ) {
      void actions.initialise()
      return
    }
    // The return's code loads only on the page load that carries a purchase (most do not); the
    // cart waits for the shop's word on the order before it is read or reset.
    void loadPurchaseReturn()
      .then(({ settlePurchaseReturn }) => settlePurchaseReturn(purchaseReporter.current))
      .catch((error: unknown) => {
        console.warn('purchase return could not be settled', error)
        return false
      })
      .then((settled) => actions.initialise({ checkoutReturn: settled }))
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
