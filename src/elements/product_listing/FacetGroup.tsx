import type { ListingOption } from '../../shop'
import { useT } from '../../lib/i18n'

/**
 * One facet as radio buttons: 'all' and the shop's options with their counts. Radios, because
 * the address carries one value per parameter (the cache key counts the first only).
 */
export function FacetGroup({
  name,
  legend,
  options,
  selected,
  labelOf = (option) => option.label,
}: {
  name: string
  legend: string
  options: ListingOption[]
  selected: string | null
  labelOf?: (option: ListingOption) => string
}) {
  const t = useT()
  if (options.length === 0) return null
  return (
    <fieldset className="ce-product-listing__facet">
      <legend>{legend}</legend>
      <label>
        <input type="radio" name={name} value="" defaultChecked={selected === null} />
        {t('listing.filter.any')}
      </label>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={option.value === selected}
          />
          {labelOf(option)} <span className="ce-product-listing__count">({option.count})</span>
        </label>
      ))}
    </fieldset>
  )
}
