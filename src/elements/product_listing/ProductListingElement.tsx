import { useMemo, useState } from 'react'
import { Button } from '../../brands/design/Button'
import { useCatalogue } from '../../cart'
import { useT } from '../../lib/i18n'
import type { ElementProps } from '../element-definition'
import { levelBelow } from '../product_tile/heading-level'
import { ProductTile } from '../product_tile/ProductTile'
import { ElementHeader } from '../shared/ElementHeader'
import { listingProducts, placeholderCount } from './listing-products'
import type { ProductListingContent } from './schema'

/**
 * The products of the catalogue as a grid of tiles. The catalogue snapshot comes with the page
 * (DESIGN.md section 4), so the tiles and their prices are in the server's HTML; without one the
 * browser loads it and a loading state stands in until then.
 */
export function ProductListingElement({ content, priority }: ElementProps<ProductListingContent>) {
  const t = useT()
  const catalogue = useCatalogue((state) => state.products)
  const initialised = useCatalogue((state) => state.initialised)
  const products = useMemo(() => listingProducts(catalogue), [catalogue])
  const [shown, setShown] = useState(content.pageSize)
  const level = levelBelow(content)

  let body
  if (products.length === 0 && !initialised) {
    body = (
      <div className="ce-product-listing__loading" role="status" aria-busy="true">
        <p className="visually-hidden">{t('product.loading', 'Produkte werden geladen …')}</p>
        <ul className="ce-product-listing__grid" aria-hidden="true">
          {Array.from({ length: placeholderCount(content.pageSize) }, (_, index) => (
            <li key={index} className="ce-product-listing__placeholder" />
          ))}
        </ul>
      </div>
    )
  } else if (products.length === 0) {
    body = (
      <p className="ce-product-listing__empty">{t('product.none', 'Keine Produkte gefunden.')}</p>
    )
  } else {
    const visible = products.slice(0, shown)
    body = (
      <>
        <ul className="ce-product-listing__grid">
          {visible.map((product, index) => (
            <li key={product.id} className="ce-product-listing__item">
              <ProductTile
                product={product}
                pageProducts={products}
                priority={priority && index === 0}
                headingLevel={level}
              />
            </li>
          ))}
        </ul>
        {visible.length < products.length && (
          <Button
            variant="outline"
            className="ce-product-listing__more"
            onClick={() => setShown((count) => count + content.pageSize)}
          >
            {t('product.show-more', 'Weitere Produkte anzeigen')}
          </Button>
        )}
      </>
    )
  }

  return (
    <div className="ce-product-listing">
      <ElementHeader fields={content} />
      {body}
    </div>
  )
}
