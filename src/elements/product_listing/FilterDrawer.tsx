import type { ListingQuery, ProductListingResult } from '../../shop'
import { Icon } from '../../brands/design/Icon'
import { useDomId } from '../../lib/dom-id'
import { useT } from '../../lib/i18n'
import { ListingFilters } from './ListingFilters'
import { ModalDialog } from '../product_detail/ModalDialog'

/**
 * The listing's filters and sort order on a small screen: a modal <dialog> from the screen's
 * edge (the page behind out of reach, focus inside, Tab kept within, Escape and a click beside it
 * close it: ../product_detail/use-modal-dialog.ts). The same form as beside the list on wide
 * screens, rendered here instead of there while open, so the page never holds two; its
 * choices apply on its button, which closes the drawer first (./use-filter-drawer.ts).
 */
export function FilterDrawer({
  path,
  query,
  result,
  onClose,
}: {
  path: string
  query: ListingQuery
  result: ProductListingResult
  /** Closes the drawer; with the filtered list's address when the shopper applied filters. */
  onClose: (href?: string) => void
}) {
  const t = useT()
  const titleId = useDomId('filter-drawer', 'title')
  return (
    <ModalDialog
      className="ce-filter-drawer"
      panelClassName="ce-filter-drawer__panel"
      labelledBy={titleId}
      onClose={onClose}
    >
      <div className="ce-filter-drawer__head">
        <h2 id={titleId} className="ce-filter-drawer__title">
          {t('listing.filter.open')}
        </h2>
        <button
          type="button"
          className="ce-filter-drawer__close"
          aria-label={t('listing.filter.close')}
          onClick={() => onClose()}
        >
          <Icon name="close" />
        </button>
      </div>
      <ListingFilters path={path} query={query} result={result} onApply={onClose} />
    </ModalDialog>
  )
}
