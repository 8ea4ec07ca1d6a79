import type { FormEvent } from 'react'
import {
  facetOptions,
  FACET_CODES,
  listingHref,
  parseListingQuery,
  type ListingQuery,
  type ListingSort,
  type ProductListingResult,
} from '../../shop'
import { useT } from '../../lib/i18n'
import { useNavigate } from '../../lib/navigation'
import { useSite } from '../../lib/site-context'
import { useHydrated } from '../../lib/use-hydrated'
import { usePriceFormat } from '../shared/use-price-format'
import { FacetGroup } from './FacetGroup'
import { priceRangeLabel } from './price-range-label'

/**
 * The filters and the sort order as one GET form to the page itself: without JavaScript the
 * button submits it and the worker renders the filtered list; once hydrated, every change
 * applies at once through the router (no reload), and the button goes away. The address is
 * always the canonical one (src/shop/catalogue/listing-query.ts), whichever way it was
 * reached. In the filter drawer (`onApply`) choices wait for its button: the drawer closes and
 * then applies them.
 */
export function ListingFilters({
  path,
  query,
  result,
  onApply,
}: {
  path: string
  query: ListingQuery
  result: ProductListingResult
  /** Given: the choices apply on the button only, handed over as the filtered list's address. */
  onApply?: (href: string) => void
}) {
  const t = useT()
  const navigate = useNavigate()
  const price = usePriceFormat()
  const { currency } = useSite().shop
  const format = (amount: number) => price({ value: amount, currency })
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value !== '') params.append(name, value)
    }
    // A changed filter or order starts at page 1: the form carries no page.
    const href = listingHref(path, parseListingQuery(params))
    if (onApply) onApply(href)
    else navigate(href)
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }
  const sorts: [ListingSort, string][] = [
    ['recommended', query.q ? t('listing.sort.relevance') : t('listing.sort.recommended')],
    ['name', t('listing.sort.name')],
    ['price', t('listing.sort.price')],
    ['price-desc', t('listing.sort.price-desc')],
    ['newest', t('listing.sort.newest')],
  ]
  return (
    <form
      className="ce-product-listing__filters"
      action={path}
      method="get"
      aria-label={t('listing.filters')}
      onSubmit={submit}
      onChange={onApply ? undefined : (event) => apply(event.currentTarget)}
    >
      {query.q && <input type="hidden" name="q" value={query.q} />}
      {query.category && <input type="hidden" name="category" value={query.category} />}
      {/* The choices, apart from the button: in the drawer they scroll and the button stays
          below them (styles.css), never over the last of them. */}
      <div className="ce-product-listing__choices">
        <label className="ce-product-listing__sort">
          <span>{t('listing.sort')}</span>
          <select name="sort" defaultValue={query.sort}>
            {sorts.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <FacetGroup
          name="line"
          legend={t('listing.filter.line')}
          options={facetOptions(result, FACET_CODES.line, query.line)}
          selected={query.line}
        />
        <FacetGroup
          name="kind"
          legend={t('listing.filter.type')}
          options={facetOptions(result, FACET_CODES.type, query.type)}
          selected={query.type}
        />
        <FacetGroup
          name="price"
          legend={t('listing.filter.price')}
          options={facetOptions(result, FACET_CODES.price, query.price)}
          selected={query.price}
          labelOf={(option) => priceRangeLabel(option.value, format)}
        />
        <label className="ce-product-listing__stock">
          <input type="checkbox" name="stock" value="1" defaultChecked={query.stock} />
          {t('listing.filter.in-stock')}
        </label>
      </div>
      <ApplyButton asDrawer={onApply !== undefined} label={t('listing.filter.apply')} />
    </form>
  )
}

/**
 * The filters' submit button. In the drawer it applies the choices; in the sidebar a change
 * applies itself once the page runs, so the button (there for a browser without JavaScript)
 * hides then. Its own component, so that only it renders again after hydration, not the facets.
 */
function ApplyButton({ asDrawer, label }: { asDrawer: boolean; label: string }) {
  const hydrated = useHydrated()
  return (
    <button
      type="submit"
      className={
        asDrawer
          ? 'sf-button sf-button--primary sf-button--md ce-product-listing__apply'
          : 'ce-product-listing__apply'
      }
      hidden={hydrated && !asDrawer}
    >
      {label}
    </button>
  )
}
