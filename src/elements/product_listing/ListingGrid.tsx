import { memo } from 'react'
import type { ProductListingResult } from '../../shop'
import type { HeadingLevel } from '../shared/heading-level'
import { ProductTile, type TileQuickView } from '../product_tile/ProductTile'

/**
 * The page of tiles. Memoised: the listing's own state (the filter drawer opening and closing)
 * renders the listing again, and a dozen tiles are most of its work, though nothing of theirs
 * changed: the drawer's tap paints sooner without them.
 */
export const ListingGrid = memo(function ListingGrid({
  items,
  priority,
  headingLevel,
  onQuickView,
}: {
  items: ProductListingResult['items']
  priority: boolean
  headingLevel: HeadingLevel
  onQuickView: TileQuickView
}) {
  return (
    <ul className="ce-product-listing__grid">
      {items.map((product, index) => (
        <li key={product.id} className="ce-product-listing__item">
          <ProductTile
            product={product}
            priority={priority && index === 0}
            headingLevel={headingLevel}
            onQuickView={onQuickView}
          />
        </li>
      ))}
    </ul>
  )
})
