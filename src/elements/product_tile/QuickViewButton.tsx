import type { Product } from '../../shop'
import { useT } from '../../lib/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import { QUICK_VIEW_ATTRIBUTE } from './quick-view-attribute'

/**
 * A tile's quick view button. It opens the dialog with JavaScript, so the server renders none
 * and the browser adds it once hydrated: this component alone renders again then, not the tile
 * nor the listing around it (a listing's sync re-render after hydration was a 400 ms task on a
 * phone).
 */
export function QuickViewButton({
  product,
  urlKey,
  describedBy,
  onOpen,
}: {
  product: Product
  urlKey: string
  describedBy: string
  onOpen: (product: Product, trigger: HTMLElement) => void
}) {
  const t = useT()
  // Translated on the server too, though it shows nothing there: its record then carries the
  // label the browser shows, without the texts file.
  const label = t('product.quick-view')
  if (!useHydrated()) return null
  return (
    <button
      type="button"
      className="ce-product-tile__quick-view"
      {...{ [QUICK_VIEW_ATTRIBUTE]: urlKey }}
      aria-haspopup="dialog"
      aria-describedby={describedBy}
      onClick={(event) => onOpen(product, event.currentTarget)}
    >
      {label}
    </button>
  )
}
