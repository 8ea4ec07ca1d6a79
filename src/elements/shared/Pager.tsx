import { useT } from '../../lib/i18n'

export interface PagerProps {
  /** The page shown, from 1. */
  current: number
  /** How many pages there are; with one or none the pager shows nothing. */
  total: number
  /** The address of a page: a screen keeps its page in the query ('?page=2'). */
  hrefOf: (page: number) => string
  /** What the pages are of, naming the navigation landmark: 'Seiten Ihrer Bestellungen'. */
  label: string
}

/**
 * The previous and next page of a paged list, and which page of how many is shown. Links, not
 * buttons: each page has its own address, so back and forward, a reload and a shared link keep
 * it, the router loads it without a whole document, and it works before hydration. The arrows
 * are decoration; the links' words say where they lead.
 */
export function Pager({ current, total, hrefOf, label }: PagerProps) {
  const t = useT()
  if (total <= 1) return null
  return (
    <nav className="ce-pager" aria-label={label}>
      {current > 1 && (
        <a
          className="ce-pager__link ce-pager__link--previous"
          href={hrefOf(current - 1)}
          rel="prev"
        >
          <span aria-hidden="true">← </span>
          {t('pager.previous')}
        </a>
      )}
      <span className="ce-pager__status">{t('pager.status', { current, total })}</span>
      {current < total && (
        <a className="ce-pager__link ce-pager__link--next" href={hrefOf(current + 1)} rel="next">
          {t('pager.next')}
          <span aria-hidden="true"> →</span>
        </a>
      )}
    </nav>
  )
}
