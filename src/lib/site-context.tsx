import { createContext, useContext } from 'react'
import type { ImageTransform } from './images/responsive-image'

/**
 * The public facts of the site being rendered that components read: the shop host and its
 * currency, the cart's default shipping address, the catalogue's root category and the page
 * links. Typed structurally (src/lib imports nothing from src/brands, DESIGN.md section 3): the
 * app shell provides its PublicSite, which has all of these and more.
 */
export type SitePageLink = string | Readonly<Record<string, string>>

export interface SiteContextValue {
  /** The brand name; the customer token cookie is named for it. */
  brand: string
  shop: {
    baseUrl: string
    currency: string
    shippingCountries: readonly string[]
    /** How the checkout hands a customer's token to the shop host (src/brands/site-schema.ts). */
    checkoutHandover: 'post' | 'query'
  }
  cart: { defaultShippingCountry: string; defaultShippingPostcode: string }
  /**
   * `defaultHeaderType`: the heading level of TYPO3's header_layout 0, h2 when unset;
   * `timezone`: the IANA zone dates are shown in (src/lib/format-date.ts).
   */
  config: { rootCategoryId: number; timezone: string; defaultHeaderType?: number | undefined }
  /** Site-relative paths without the locale prefix, one for all locales or one per locale. */
  pageLinks: Readonly<Record<string, SitePageLink>>
  /** Where the site's images are transformed to the widths a layout needs (./images/). */
  images?: { transform?: ImageTransform | undefined } | undefined
}

/**
 * No default value, as with CartContext: a missing provider must fail loudly rather than render
 * prices in a made-up currency or checkout links to nowhere.
 */
export const SiteContext = createContext<SiteContextValue | null>(null)

export const useSite = (): SiteContextValue => {
  const site = useContext(SiteContext)
  if (!site) throw new Error('SiteContext is missing: render inside <SiteContext value={site}>')
  return site
}
