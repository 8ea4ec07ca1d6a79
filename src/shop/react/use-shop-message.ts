import { useCallback } from 'react'
import { useStorefront } from '../../lib/storefront-context'
import { translateShopMessage } from '../errors/translate'

/**
 * The shop's message for the shopper, in the page's language (SPEC.md section 8). The locale's
 * texts are read when the message is shown: a shop call follows the shopper's interaction or a
 * cart action, and either has loaded them by then (src/app/services/translations.ts).
 */
export const useShopMessage = (): ((message: string) => string) => {
  const { texts } = useStorefront()
  return useCallback((message: string) => translateShopMessage(texts(), message), [texts])
}
