import { SHIPPING_TITLES } from '../../shop/domain/shipping-rates'
import type { Lang } from './texts'

type TitleName = keyof (typeof SHIPPING_TITLES)['de']

/**
 * The storefront does not send the shop a `Store` header yet, so the shop names its carriers in
 * its default, German, store view: the English pages get its English view's titles as texts,
 * keyed `ecommerce.<German title>` like the shop's messages. Goes once the storefront asks the
 * English view (issue 25); the e2e cart test reads them on an English page.
 */
export const shippingTitleTexts = (lang: Lang): Record<string, string> =>
  lang === 'en'
    ? Object.fromEntries(
        (Object.keys(SHIPPING_TITLES.de) as TitleName[]).map((name) => [
          `ecommerce.${SHIPPING_TITLES.de[name]}`,
          SHIPPING_TITLES.en[name],
        ]),
      )
    : {}
