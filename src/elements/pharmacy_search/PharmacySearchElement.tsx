import { Button } from '../../brands/design/Button'
import { useDomId } from '../../lib/dom-id'
import { fillParams } from '../../lib/form-rules/messages'
import { useT } from '../../lib/i18n'
import { useStorefront } from '../../lib/storefront-context'
import type { ElementProps } from '../registry'
import { ElementHeader } from '../shared/ElementHeader'
import { useLevelBelow } from '../shared/heading-level'
import { createTablePharmacyFinder } from './pharmacy-finder'
import { PharmacyList } from './PharmacyList'
import { PharmacyMap } from './PharmacyMap'

/**
 * The pharmacy search: pharmacies that carry the brand near a postcode or town, nearest first.
 * A GET form of one field, `q`, so it works before and without JavaScript: the address holds
 * the search, the worker forwards `q` to the CMS (it is whitelisted, so each search is cached as
 * a page of its own) and the plugin sends it back with its records; the finder
 * (./pharmacy-finder.ts) then answers the same on the server and in the browser. The list is
 * the search's answer, read first; the map beside it shows the same places, numbered alike.
 */
export function PharmacySearchElement({ content }: ElementProps<'pharmacy_search'>) {
  const t = useT()
  const { languageTag } = useStorefront()
  const inputId = useDomId('pharmacy-query')
  const level = useLevelBelow(content)
  const finder = createTablePharmacyFinder(content)
  const search = finder.find(content.query)
  const place = search.status === 'found' ? `${search.origin.postcode} ${search.origin.city}` : ''
  const summary = (() => {
    switch (search.status) {
      case 'idle':
        return t('pharmacy.search.hint')
      case 'unknown-place':
        return fillParams(t('pharmacy.search.unknown'), { query: search.query })
      case 'found':
        return search.hits.length === 0
          ? fillParams(t('pharmacy.search.none'), { radius: search.radiusKm, place })
          : fillParams(t('pharmacy.search.found'), { count: search.hits.length, place })
    }
  })()

  return (
    <div className="ce-pharmacy">
      <ElementHeader fields={content} />
      <form className="ce-pharmacy__form" method="get" role="search">
        <label htmlFor={inputId} className="ce-pharmacy__label">
          {t('pharmacy.search.label')}
        </label>
        <div className="ce-pharmacy__controls">
          <input
            id={inputId}
            className="ce-pharmacy__input"
            type="search"
            name="q"
            defaultValue={content.query}
            autoComplete="postal-code"
            maxLength={100}
            required
          />
          <Button type="submit">{t('pharmacy.search.submit')}</Button>
        </div>
      </form>
      <p className="ce-pharmacy__summary" role="status">
        {summary}
      </p>
      {search.status === 'found' && search.hits.length > 0 && (
        <div className="ce-pharmacy__results">
          <PharmacyList hits={search.hits} level={level} languageTag={languageTag} />
          <PharmacyMap origin={search.origin} hits={search.hits} />
        </div>
      )}
    </div>
  )
}
