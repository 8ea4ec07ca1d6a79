import { useMemo, useState } from 'react'
import { Button } from '../../brands/design/Button'
import { useCatalogue } from '../../cart'
import { useT } from '../../lib/i18n'
import type { HeadingLevel } from '../shared/heading-level'
import { ProductTile, type TileQuickView } from '../product_tile/ProductTile'
import { listingProducts, placeholderCount } from './listing-products'

/**
 * Placeholders while there is no catalogue: in the browser until it loaded it, and in the
 * server's stream until the shop answered (the Suspense fallback of the listing).
 */
export function ListingLoading({ pageSize }: { pageSize: number }) {
  const t = useT()
  return (
    <div className="ce-product-listing__loading" role="status" aria-busy="true">
      <p className="visually-hidden">{t('product.loading', 'Produkte werden geladen …')}</p>
      <ul className="ce-product-listing__grid" aria-hidden="true">
        {Array.from({ length: placeholderCount(pageSize) }, (_, index) => (
          <li key={index} className="ce-product-listing__placeholder" />
        ))}
      </ul>
    </div>
  )
}

/** The tiles of the catalogue's products, a page at a time; it suspends while the worker waits. */
export function ListingGrid({
  pageSize,
  priority,
  headingLevel,
  onQuickView,
}: {
  pageSize: number
  priority: boolean
  headingLevel: HeadingLevel
  onQuickView: TileQuickView
}) {
  const t = useT()
  const catalogue = useCatalogue((state) => state.products)
  const initialised = useCatalogue((state) => state.initialised)
  const products = useMemo(() => listingProducts(catalogue), [catalogue])
  const [shown, setShown] = useState(pageSize)

  if (products.length === 0 && !initialised) return <ListingLoading pageSize={pageSize} />
  if (products.length === 0) {
    return (
      <p className="ce-product-listing__empty">{t('product.none', 'Keine Produkte gefunden.')}</p>
    )
  }
  const visible = products.slice(0, shown)
  return (
    <>
      <ul className="ce-product-listing__grid">
        {visible.map((product, index) => (
          <li key={product.id} className="ce-product-listing__item">
            <ProductTile
              product={product}
              pageProducts={products}
              priority={priority && index === 0}
              headingLevel={headingLevel}
              onQuickView={onQuickView}
            />
          </li>
        ))}
      </ul>
      {visible.length < products.length && (
        <Button
          variant="outline"
          className="ce-product-listing__more"
          onClick={() => setShown((count) => count + pageSize)}
        >
          {t('product.show-more', 'Weitere Produkte anzeigen')}
        </Button>
      )}
    </>
  )
}
