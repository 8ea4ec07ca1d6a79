import type { CartState, PurchaseSummary } from '../../shop'
import type { ShopperTracking } from '../../lib/tracking'
import type { CommerceFacts } from './commerce-facts'

/**
 * The site's audience measurement as the storefront reports to it (SPEC.md section 7): page
 * views, site search and ecommerce views, the data-layer events, and the visitor's opt-out.
 * Matomo implements it in the browser (matomo.client.ts); elsewhere nothing is measured.
 */
export interface Analytics extends ShopperTracking {
  /** Adds the tracker's scripts to the page; once, after hydration. */
  load(): void
  pageView(view: {
    url: string
    title: string
    referrer: string | null
    facts: CommerceFacts
  }): void
  cartAdd(added: { sku: string; quantity: number }, cart: CartState, signedIn: boolean): void
  checkoutSuccess(purchase: PurchaseSummary, signedIn: boolean): void
  /** Whether the visitor opted out; null where no tracker answers (none configured, blocked). */
  optedOut(): Promise<boolean | null>
  setOptedOut(optedOut: boolean): Promise<void>
}

/** Nothing measured: the server render, and sites whose analytics is not active. */
export const noAnalytics: Analytics = {
  load: () => undefined,
  pageView: () => undefined,
  cartAdd: () => undefined,
  checkoutSuccess: () => undefined,
  siteSearch: () => undefined,
  ecommerceView: () => undefined,
  optedOut: () => Promise.resolve(null),
  setOptedOut: () => Promise.resolve(),
}
