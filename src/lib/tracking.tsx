import { createContext, useContext } from 'react'

/**
 * What content elements report to the site's audience measurement (SPEC.md section 7): a site
 * search and the view of a shop product or category. The app shell provides the Matomo-backed
 * implementation (src/app/analytics); elements only know this interface (DESIGN.md section 3).
 */
export interface ShopperTracking {
  siteSearch(keyword: string): void
  /** A product page (sku and name) or a category page (category only). */
  ecommerceView(view: EcommerceView): void
}

export type EcommerceView =
  | { kind: 'product'; sku: string; name: string; category?: string; price?: number }
  | { kind: 'category'; category: string }

/** Where nothing is measured: the server render, a site without analytics, unit tests. */
export const noTracking: ShopperTracking = {
  siteSearch: () => undefined,
  ecommerceView: () => undefined,
}

export const TrackingContext = createContext<ShopperTracking>(noTracking)

export const useTracking = (): ShopperTracking => useContext(TrackingContext)
