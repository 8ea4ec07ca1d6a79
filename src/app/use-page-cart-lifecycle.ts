import { pageProductSkus } from '../elements'
import type { Page } from '../lib/page'
import { useCartLifecycle } from '../shop'
import type { StorefrontServices } from './services/create-services'

/**
 * The cart's life in the browser (../shop/react/use-cart-lifecycle.ts) on the page shown: its
 * products refetched, a checkout return's purchase reported to the analytics.
 */
export const usePageCartLifecycle = (
  services: StorefrontServices,
  page: Page | null,
  locale: string,
  successPath: string,
): void =>
  useCartLifecycle({
    actions: services.actions,
    products: services.products,
    shop: services.shop,
    pageSkus: pageProductSkus(page),
    locale,
    onPurchase: (purchase) =>
      services.analytics.checkoutSuccess(purchase, services.session.store.getState().signedIn),
    successPath,
  })
