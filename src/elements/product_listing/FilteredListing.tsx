import {
  clearedFilters,
  EMPTY_LISTING_QUERY,
  hasFilters,
  listingHref,
  listingSearch,
  type ListingQuery,
  type ProductListingResult,
} from '../../shop'
import { useT } from '../../lib/i18n'
import type { HeadingLevel } from '../shared/heading-level'
import type { TileQuickView } from '../product_tile/ProductTile'
import { CategoryNav } from './CategoryNav'
import { FilterDrawer } from './FilterDrawer'
import { FilterToggle } from './FilterToggle'
import { activeFilterCount } from './active-filter-count'
import { ListingFilters } from './ListingFilters'
import { ListingGrid } from './ListingGrid'
import { ListingPagination } from './ListingPagination'
import { useFilterDrawer } from './use-filter-drawer'

/**
 * A listing as the worker filled it for the address's query: category navigation,
 * filters and sort order, the result count, a page of tiles and the links to the other pages;
 * an empty result says so and offers to clear the filters. On small screens (styles.css) the
 * filters and sort order wait behind one button beside the count, in a drawer, so the first
 * row of tiles is on the first screen; the same markup either way, the server knows no width.
 */
export function FilteredListing({
  path,
  query,
  result,
  priority,
  headingLevel,
  onQuickView,
}: {
  path: string
  query: ListingQuery
  result: ProductListingResult
  priority: boolean
  headingLevel: HeadingLevel
  onQuickView: TileQuickView
}) {
  const t = useT()
  const filtered = hasFilters(query)
  const drawer = useFilterDrawer()
  return (
    <div className="ce-product-listing__layout">
      <div className="ce-product-listing__aside">
        <CategoryNav path={path} query={query} result={result} />
        {/* A new query is a new form: its fields start from the address, not from earlier clicks.
            While the drawer is open the form is there, not here: ids and names stay unique. */}
        {!drawer.open && (
          <ListingFilters key={listingSearch(query)} path={path} query={query} result={result} />
        )}
      </div>
      <div className="ce-product-listing__results">
        {query.q && (
          <p className="ce-product-listing__search">
            {t('listing.search-results', { q: query.q })}
          </p>
        )}
        <div className="ce-product-listing__toolbar">
          <p className="ce-product-listing__total" role="status">
            {result.total === 1
              ? t('listing.count-one')
              : t('listing.count', { total: result.total })}
          </p>
          <FilterToggle
            active={activeFilterCount(query)}
            expanded={drawer.open}
            onOpen={drawer.show}
          />
        </div>
        {result.items.length === 0 ? (
          <div className="ce-product-listing__empty">
            <p>{t('product.none')}</p>
            {filtered ? (
              <a href={listingHref(path, clearedFilters(query))}>{t('listing.clear-filters')}</a>
            ) : (
              query.q && (
                <a href={listingHref(path, EMPTY_LISTING_QUERY)}>{t('listing.show-all')}</a>
              )
            )}
          </div>
        ) : (
          <ListingGrid
            items={result.items}
            priority={priority}
            headingLevel={headingLevel}
            onQuickView={onQuickView}
          />
        )}
        <ListingPagination path={path} query={query} totalPages={result.totalPages} />
      </div>
      {drawer.open && (
        <FilterDrawer
          key={listingSearch(query)}
          path={path}
          query={query}
          result={result}
          onClose={drawer.close}
        />
      )}
    </div>
  )
}
