import { lazy, Suspense } from 'react'
import type { Product } from '../../shop'
import { useProductPageHref } from '../product_tile/product-href'
import type { QuickView } from './use-quick-view'

// Loaded when a shopper first opens a quick view: the listing's own code stays small.
const ProductQuickView = lazy(() => import('../product_detail/ProductQuickView'))

/** The open quick view, with the product as the listing shows it while its detail loads. */
function OpenQuickView({
  urlKey,
  listed,
  onClose,
}: {
  urlKey: string
  listed: Product | null
  onClose: () => void
}) {
  const pageHref = useProductPageHref()
  return (
    <ProductQuickView urlKey={urlKey} href={pageHref(urlKey)} listed={listed} onClose={onClose} />
  )
}

/**
 * The quick view the address asks for (`?product=`), over the listing; nothing when closed,
 * which it always is on the server (the address's view state is read in the browser only).
 */
export function QuickViewHost({
  quickView,
  listed,
}: {
  quickView: QuickView
  /** The listing's products: the quick view's own data comes with the product page's payload. */
  listed: readonly Product[]
}) {
  const { urlKey, close } = quickView
  if (urlKey === null) return null
  const product = listed.find((entry) => entry.url_key === urlKey) ?? null
  return (
    <Suspense fallback={null}>
      {/* Keyed by product: another product's view starts afresh (its own fetch and gallery). */}
      <OpenQuickView key={urlKey} urlKey={urlKey} listed={product} onClose={close} />
    </Suspense>
  )
}
