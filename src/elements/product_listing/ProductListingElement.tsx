import { Suspense, useEffect } from 'react'
import { useTracking } from '../../lib/tracking'
import type { ElementProps } from '../registry'
import { useLevelBelow } from '../shared/heading-level'
import { ElementHeader } from '../shared/ElementHeader'
import { ListingGrid, ListingLoading } from './ListingGrid'

/**
 * The products of the catalogue as a grid of tiles. The catalogue snapshot comes with the page
 * (DESIGN.md section 4), so the tiles and their prices are in the server's HTML; without one the
 * browser loads it and a loading state stands in until then. The worker streams the page before
 * the shop answered: the header goes out at once, the grid suspends until the catalogue is there.
 */
export function ProductListingElement({ content, priority }: ElementProps<'product_listing'>) {
  const headingLevel = useLevelBelow(content)
  const tracking = useTracking()
  // A listing is Matomo's category view, reported with the page view (before it: element
  // effects run before the app's); the listing's header names the category, else the page.
  useEffect(() => {
    tracking.ecommerceView({ kind: 'category', category: content.header.trim() || document.title })
  }, [tracking, content.header])
  return (
    <div className="ce-product-listing">
      <ElementHeader fields={content} />
      <Suspense fallback={<ListingLoading pageSize={content.pageSize} />}>
        <ListingGrid pageSize={content.pageSize} priority={priority} headingLevel={headingLevel} />
      </Suspense>
    </div>
  )
}
