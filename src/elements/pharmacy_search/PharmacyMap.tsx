import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { fillParams } from '../../lib/form-rules/messages'
import { layoutMap, MAP_HEIGHT, MAP_WIDTH, ringKm } from './map-projection'
import type { PharmacyHit, Place } from './pharmacy-model'

/**
 * The map beside the list: the place searched from, a ring of a round distance around it for
 * scale, and each pharmacy as its number in the list. Drawn as SVG by the storefront itself:
 * no map tiles from the internet, no third-party script, nothing that tracks. It adds where
 * things are to the list, which says everything the map shows: to screen readers it is one
 * image with a summary, the list is read instead.
 */
export function PharmacyMap({ origin, hits }: { origin: Place; hits: readonly PharmacyHit[] }) {
  const t = useT()
  const titleId = useDomId('pharmacy-map')
  const layout = layoutMap([origin, ...hits.map((hit) => hit.pharmacy)])
  const centre = layout.point(origin)
  const ring = ringKm(Math.max(0, ...hits.map((hit) => hit.distanceKm)))
  const ringRadius = Math.round(ring * layout.unitsPerKm * 10) / 10
  const title = fillParams(t('pharmacy.map.title'), {
    count: hits.length,
    place: `${origin.postcode} ${origin.city}`,
  })
  return (
    <figure className="ce-pharmacy__map">
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        className="ce-pharmacy__map-image"
      >
        <title id={titleId}>{title}</title>
        <rect className="ce-pharmacy__map-ground" width={MAP_WIDTH} height={MAP_HEIGHT} rx="8" />
        <circle className="ce-pharmacy__map-ring" cx={centre.x} cy={centre.y} r={ringRadius} />
        <text
          className="ce-pharmacy__map-scale"
          x={centre.x}
          y={Math.max(14, centre.y - ringRadius - 6)}
          textAnchor="middle"
        >
          {`${ring} km`}
        </text>
        {hits.map((hit, index) => {
          const at = layout.point(hit.pharmacy)
          return (
            <g key={hit.pharmacy.uid} className="ce-pharmacy__map-marker">
              <circle cx={at.x} cy={at.y} r="12" />
              <text x={at.x} y={at.y} dy="0.35em" textAnchor="middle">
                {index + 1}
              </text>
            </g>
          )
        })}
        {/* Last, so that a pharmacy next door does not hide it. */}
        <circle className="ce-pharmacy__map-origin" cx={centre.x} cy={centre.y} r="6" />
      </svg>
      <figcaption className="ce-pharmacy__map-caption">
        <span className="ce-pharmacy__map-key ce-pharmacy__map-key--origin" aria-hidden="true" />
        {fillParams(t('pharmacy.map.origin'), {
          place: `${origin.postcode} ${origin.city}`,
        })}
      </figcaption>
    </figure>
  )
}
