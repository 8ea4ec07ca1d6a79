import { useT } from '../../lib/i18n'
import type { NewsPagination } from '../shared/news-record'

/**
 * The pages of the list, as links the CMS built (`?page=2`, the category kept): each page has
 * its own address, so it is crawlable, shareable, cached on its own, and works before hydration;
 * the app router loads it without a whole document.
 */
export function NewsPages({ pagination }: { pagination: NewsPagination }) {
  const t = useT()
  if (!pagination || pagination.pages.length <= 1) return null
  return (
    <nav className="ce-news-pages" aria-label={t('news.pages')}>
      {pagination.prev && (
        <a className="ce-news-pages__link" href={pagination.prev} rel="prev">
          <span aria-hidden="true">← </span>
          {t('pager.previous')}
        </a>
      )}
      <ul className="ce-news-pages__list">
        {pagination.pages.map((entry) => (
          <li key={entry.page}>
            <a
              className="ce-news-pages__page"
              href={entry.link}
              aria-current={entry.current ? 'page' : undefined}
              aria-label={t('listing.page', { page: entry.page })}
            >
              {entry.page}
            </a>
          </li>
        ))}
      </ul>
      {pagination.next && (
        <a className="ce-news-pages__link" href={pagination.next} rel="next">
          {t('pager.next')}
          <span aria-hidden="true"> →</span>
        </a>
      )}
    </nav>
  )
}
