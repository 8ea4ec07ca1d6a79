import { useCallback } from 'react'
import { formatPrice, type Money } from '../../lib/format-price'
import { useSite } from '../../lib/site-context'
import { useStorefront } from '../../lib/storefront-context'

/**
 * Formats money in the page's language and the price's currency, falling back to the site's
 * currency when the shop left it out; missing is 0 and -0 is 0 (src/lib/format-price.ts).
 */
export const usePriceFormat = (): ((money: Money | null | undefined) => string) => {
  const { languageTag } = useStorefront()
  const { currency } = useSite().shop
  return useCallback(
    (money: Money | null | undefined) => formatPrice(money, languageTag, currency),
    [languageTag, currency],
  )
}
