import { useEffect, useRef } from 'react'
import { useT } from '../../lib/i18n'
import { useHydrated } from '../../lib/use-hydrated'

/**
 * The button that opens the filter drawer on small screens (hidden beside the wide screens'
 * filter column, styles.css), with the number of filters that narrow the list. It works with
 * JavaScript only: disabled until the page is hydrated. Focus comes back to it when the drawer
 * closes, so a keyboard or screen-reader shopper goes on where they were.
 */
export function FilterToggle({
  active,
  expanded,
  onOpen,
}: {
  active: number
  expanded: boolean
  onOpen: () => void
}) {
  const t = useT()
  const hydrated = useHydrated()
  const button = useRef<HTMLButtonElement>(null)
  const wasExpanded = useRef(expanded)
  useEffect(() => {
    if (wasExpanded.current && !expanded) button.current?.focus()
    wasExpanded.current = expanded
  }, [expanded])
  return (
    <button
      ref={button}
      type="button"
      className="sf-button sf-button--outline sf-button--md ce-product-listing__filter-toggle"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      disabled={!hydrated}
      onClick={onOpen}
    >
      {t('listing.filter.open')}
      {active > 0 && (
        <span className="ce-product-listing__filter-count">
          <span aria-hidden="true">{active}</span>
          <span className="visually-hidden">{t('listing.filter.active', { count: active })}</span>
        </span>
      )}
    </button>
  )
}
