import type { Context } from 'hono'
import type { ShopEnv } from './env'
import { CURRENCY } from './stores'

/**
 * GET /:brand/configmanager/index — the shop's configuration (SPEC.md section 7), which the
 * storefront's worker reads its currency from (src/worker/shop/shop-config.ts). The spec shows
 * no shape beyond the currency; this is a small, plausible one after Magento's store config:
 *
 *   currency    the store view's display currency, ISO 4217 (Magento's currency/options/default)
 *   locale      Magento's general/locale/code ('de_DE')
 *   timezone    Magento's general/locale/timezone
 *   store_code  the store view's code (the brand)
 *
 * The storefront reads only `currency`; the others are there as a real shop would send them.
 */
export const configManagerHandler = (c: Context<ShopEnv>) => {
  const store = c.get('store')
  return c.json(
    { currency: CURRENCY, locale: 'de_DE', timezone: 'Europe/Berlin', store_code: store.code },
    200,
    { 'cache-control': 'no-store' },
  )
}
