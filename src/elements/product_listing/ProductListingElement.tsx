import { Suspense } from 'react'
import * as z from 'zod'
import type { ElementProps } from '../element-definition'
import { levelBelow } from '../product_tile/heading-level'
import { ElementHeader } from '../shared/ElementHeader'
import { headerFields } from '../shared/header-fields'
import { ListingGrid, ListingLoading } from './ListingGrid'

export const DEFAULT_PAGE_SIZE = 12
/** A grid of more tiles than this at once is no page any more; 'show more' loads the rest. */
export const MAX_PAGE_SIZE = 96

export const productListingSchema = z.object({
  ...headerFields,
  /** The TYPO3 record's shop category (see listing-products.ts for how it is used). */
  categoryId: z.coerce.number().int().positive().nullable().catch(null),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).catch(DEFAULT_PAGE_SIZE),
})

export type ProductListingContent = z.output<typeof productListingSchema>

/**
 * The products of the catalogue as a grid of tiles. The catalogue snapshot comes with the page
 * (DESIGN.md section 4), so the tiles and their prices are in the server's HTML; without one the
 * browser loads it and a loading state stands in until then. The worker streams the page before
 * the shop answered: the header goes out at once, the grid suspends until the catalogue is there.
 */
export function ProductListingElement({ content, priority }: ElementProps<ProductListingContent>) {
  return (
    <div className="ce-product-listing">
      <ElementHeader fields={content} />
      <Suspense fallback={<ListingLoading pageSize={content.pageSize} />}>
        <ListingGrid
          pageSize={content.pageSize}
          priority={priority}
          headingLevel={levelBelow(content)}
        />
      </Suspense>
    </div>
  )
}
