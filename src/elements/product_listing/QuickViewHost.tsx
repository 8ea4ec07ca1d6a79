import { lazy, Suspense, useMemo } from 'react'
import { useCatalogue } from '../../cart'
import { useProductPageHref } from '../product_tile/product-href'
import type { QuickView } from './use-quick-view'

// Loaded when a shopper first opens a quick view: the listing's own code stays small.
const ProductQuickView = lazy(() => import('../product_detail/ProductQuickView'))

/** The open quick view, with the product as the catalogue lists it while its detail loads. */
function OpenQuickView({ urlKey, onClose }: { urlKey: string; onClose: () => void }) {
  const pageHref = useProductPageHref()
  const catalogue = useCatalogue((state) => state.products)
  const listed = useMemo(
    () => Object.values(catalogue).find((product) => product.url_key === urlKey) ?? null,
    [catalogue, urlKey],
  )
  return (
    <ProductQuickView urlKey={urlKey} href={pageHref(urlKey)} listed={listed} onClose={onClose} />
  )
}

/**
 * The quick view the address asks for (`?product=`), over the listing; nothing when closed,
 * which it always is on the server (the address's view state is read in the browser only).
 */
export function QuickViewHost({ quickView }: { quickView: QuickView }) {
  const { urlKey, close } = quickView
  if (urlKey === null) return null
  return (
    <Suspense fallback={null}>
      {/* Keyed by product: another product's view starts afresh (its own fetch and gallery). */}
      <OpenQuickView key={urlKey} urlKey={urlKey} onClose={close} />
    </Suspense>
  )
}
