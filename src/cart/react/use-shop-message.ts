import { useCallback } from 'react'
import { useStorefront } from '../../lib/storefront-context'
import { translateShopMessage } from '../errors/translate'

/** The shop's message for the shopper, in the page's language (SPEC.md section 8). */
export const useShopMessage = (): ((message: string) => string) => {
  const { texts } = useStorefront()
  return useCallback((message: string) => translateShopMessage(texts, message), [texts])
}
