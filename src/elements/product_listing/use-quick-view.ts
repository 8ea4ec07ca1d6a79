import { useCallback, useEffect, useRef } from 'react'
import type { Product } from '../../shop'
import { useViewState } from '../../lib/view-state'
import { URL_KEY } from '../product_detail/url-key'
import { QUICK_VIEW_ATTRIBUTE } from '../product_tile/quick-view-attribute'

export interface QuickView {
  /** The url key of the product shown, from the address (`?product=`); null when closed. */
  urlKey: string | null
  openFor: (product: Product, trigger: HTMLElement) => void
  close: () => void
}

/**
 * A listing's quick view state, in the address so that it can be shared and back closes it
 * (../../lib/view-state.ts). When it closes, focus returns to the button that opened it, or
 * (opened from an address) to that product's tile button, so a keyboard shopper goes on where
 * they were.
 */
export const useQuickView = (): QuickView => {
  const { value, open, close } = useViewState('product')
  const urlKey = value !== null && URL_KEY.test(value) ? value : null
  const trigger = useRef<HTMLElement | null>(null)
  const openFor = useCallback(
    (product: Product, button: HTMLElement) => {
      if (!product.url_key) return
      trigger.current = button
      open(product.url_key)
    },
    [open],
  )
  const shown = useRef(urlKey)
  useEffect(() => {
    const closed = shown.current
    shown.current = urlKey
    if (closed === null || urlKey !== null) return
    const target =
      trigger.current ??
      document.querySelector<HTMLElement>(`[${QUICK_VIEW_ATTRIBUTE}="${CSS.escape(closed)}"]`)
    trigger.current = null
    target?.focus()
  }, [urlKey])
  return { urlKey, openFor, close }
}
