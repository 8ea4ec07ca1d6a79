import type { Context } from 'hono'
import { SHIPPING_COUNTRIES } from './domain/shipping-rates'
import type { ShopEnv } from './env'
import { STORE_NOT_FOUND, requestedView } from './store-views'
import { CURRENCY } from './stores'

/**
 * GET /:brand/configmanager/index — the shop configuration of a store view (SPEC.md section 7),
 * which the storefront's worker reads its currency from (src/worker/shop/shop-config.ts). The
 * view is the `Store` header's, as for GraphQL (none: the brand's default view). The spec shows
 * no shape beyond the currency; this is a small, plausible one after Magento's store config:
 *
 *   currency    the store view's display currency, ISO 4217 (Magento's currency/options/default)
 *   locale      Magento's general/locale/code of the view ('de_DE', 'en_GB')
 *   timezone    Magento's general/locale/timezone
 *   store_code  the store view's code ('vitalis_de')
 *   countries   the countries the shop delivers to, ISO 3166 codes (Magento's general/country/allow)
 *
 * The storefront reads `currency` and `countries`; the others are there as a real shop would
 * send them.
 */
export const configManagerHandler = (c: Context<ShopEnv>) => {
  const view = requestedView(c.get('store'), c.req.header('store'))
  if (!view) return c.json({ error: STORE_NOT_FOUND }, 404)
  return c.json(
    {
      currency: CURRENCY,
      locale: view.locale,
      timezone: 'Europe/Berlin',
      store_code: view.code,
      countries: SHIPPING_COUNTRIES,
    },
    200,
    { 'cache-control': 'no-store' },
  )
}
