import { Suspense, useEffect } from 'react'
import { useTracking } from '../../lib/tracking'
import { listingHref, type Product } from '../../shop'
import type { TileQuickView } from '../product_tile/ProductTile'
import type { ElementProps } from '../registry'
import type { HeadingLevel } from '../shared/heading-level'
import { useLevelBelow } from '../shared/heading-level'
import { ElementHeader } from '../shared/ElementHeader'
import { FilteredListing } from './FilteredListing'
import { useStreamedContent } from '../registry/streamed-fills'
import { ListingLoading, ListingNoSuchPage, ListingUnavailable } from './ListingStates'
import { QuickViewHost } from './QuickViewHost'
import type { ProductListingContent } from './schema'
import { useQuickView } from './use-quick-view'

function ListingBody({
  id,
  content,
  priority,
  headingLevel,
  onQuickView,
}: {
  id: number
  content: ProductListingContent
  priority: boolean
  headingLevel: HeadingLevel
  onQuickView: TileQuickView
}) {
  // The fill for this request (./fill.ts): the server's render waits for it here, inside the
  // Suspense boundary, while the rest of the page streams; the browser's payload has it.
  const state = useStreamedContent(id, content).listing
  if (state?.kind === 'no-such-page') {
    return <ListingNoSuchPage path={state.path} query={state.query} lastPage={state.lastPage} />
  }
  // The shop failed with no stored copy of this listing (or a render without the worker): the
  // listing says so; it never falls back to a whole catalogue, which no page carries.
  if (state?.kind !== 'result') {
    return <ListingUnavailable retryHref={state ? listingHref(state.path, state.query) : null} />
  }
  return (
    <FilteredListing
      path={state.path}
      query={state.query}
      result={state.result}
      priority={priority}
      headingLevel={headingLevel}
      onQuickView={onQuickView}
    />
  )
}

const NO_PRODUCTS: readonly Product[] = []

/**
 * The products of the site's catalogue, filtered, sorted, searched and paged by the address's
 * query (the worker fills them per request, README 'Product listing'). The page
 * streams before the shop answered: the header goes out at once, the list follows.
 */
export function ProductListingElement({
  element,
  content,
  priority,
}: ElementProps<'product_listing'>) {
  const headingLevel = useLevelBelow(content)
  const tracking = useTracking()
  const quickView = useQuickView()
  const search = content.listing?.query.q ?? ''
  // A search's results are Matomo's site search; any other listing its category view, reported
  // with the page view (before it: element effects run before the app's); the listing's header
  // names the category, else the page.
  useEffect(() => {
    if (search) tracking.siteSearch(search)
    else
      tracking.ecommerceView({
        kind: 'category',
        category: content.header.trim() || document.title,
      })
  }, [tracking, content.header, search])
  return (
    <div className="ce-product-listing">
      <ElementHeader fields={content} />
      <Suspense fallback={<ListingLoading pageSize={content.pageSize} />}>
        <ListingBody
          id={element.id}
          content={content}
          priority={priority}
          headingLevel={headingLevel}
          onQuickView={quickView.openFor}
        />
      </Suspense>
      <QuickViewHost
        quickView={quickView}
        listed={content.listing?.kind === 'result' ? content.listing.result.items : NO_PRODUCTS}
      />
    </div>
  )
}
