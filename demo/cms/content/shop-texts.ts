import { SHIPPING_TITLES } from '../../shop/domain/shipping-rates'
import type { Lang } from './texts'

/**
 * The demo shop's carrier and method titles are German, as its store view's configuration
 * writes them: the English pages get texts for them, keyed `ecommerce.<title>` like the shop's
 * messages. They belong to this shop's configuration, so the CMS carries them; Magento's own
 * messages are the storefront's (src/lib/texts/ecommerce-texts.ts).
 */
const SHIPPING_TEXTS_EN: Record<keyof typeof SHIPPING_TITLES, string> = {
  standard: 'Standard shipping',
  express: 'Express shipping',
  parcel: 'DHL parcel',
  parcelFree: 'DHL parcel (free shipping)',
  expressParcel: 'DHL Express (1 working day)',
}

/** The carrier titles' texts of one language (none for German, the titles' own language). */
export const shippingTitleTexts = (lang: Lang): Record<string, string> =>
  lang === 'en'
    ? Object.fromEntries(
        (Object.keys(SHIPPING_TITLES) as (keyof typeof SHIPPING_TITLES)[]).map((name) => [
          `ecommerce.${SHIPPING_TITLES[name]}`,
          SHIPPING_TEXTS_EN[name],
        ]),
      )
    : {}
