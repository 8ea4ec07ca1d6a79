import { numberFormat } from '../../lib/number-format'
import { fillParams } from '../../lib/form-rules/messages'
import { useT } from '../../lib/i18n'
import { Heading } from '../shared/Heading'
import type { HeadingLevel } from '../shared/heading-level'
import { openingHoursText } from './opening-hours'
import type { PharmacyHit } from './pharmacy-model'

/**
 * The pharmacies found, nearest first: an ordered list whose numbers are the map's markers, each
 * with its address, distance, opening hours and a telephone link.
 */
export function PharmacyList({
  hits,
  level,
  languageTag,
}: {
  hits: readonly PharmacyHit[]
  level: HeadingLevel
  languageTag: string
}) {
  const t = useT()
  const kilometres = numberFormat(languageTag, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  return (
    <ol className="ce-pharmacy__list">
      {hits.map(({ pharmacy, distanceKm }, index) => {
        const hours = openingHoursText(pharmacy.openingHoursSpecification, languageTag, t)
        return (
          <li key={pharmacy.uid} className="ce-pharmacy__item">
            <span className="ce-pharmacy__number" aria-hidden="true">
              {index + 1}
            </span>
            <div className="ce-pharmacy__details">
              <Heading level={level} className="ce-pharmacy__name">
                {pharmacy.name}
              </Heading>
              <p className="ce-pharmacy__distance">
                {fillParams(t('pharmacy.distance'), {
                  distance: kilometres.format(distanceKm),
                })}
              </p>
              <address className="ce-pharmacy__address">
                {pharmacy.street}
                <br />
                {`${pharmacy.postcode} ${pharmacy.city}`}
              </address>
              {hours && (
                // The day names are the runtime's CLDR data (./opening-hours.ts): a browser of
                // another CLDR version than the worker's may abbreviate them otherwise ('Mo.'),
                // which is no error to report and no reason to render the list again.
                <p className="ce-pharmacy__hours" suppressHydrationWarning>
                  <span className="ce-pharmacy__term">{t('pharmacy.hours')}:</span> {hours}
                </p>
              )}
              {pharmacy.phone && (
                <p className="ce-pharmacy__phone">
                  <span className="ce-pharmacy__term">{t('pharmacy.phone')}:</span>{' '}
                  <a href={`tel:${pharmacy.phone.replace(/[^\d+]/g, '')}`}>{pharmacy.phone}</a>
                </p>
              )}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
