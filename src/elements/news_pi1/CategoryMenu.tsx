import { useT } from '../../lib/i18n'
import type { CategoryMenu as CategoryMenuValue } from './schema'

/**
 * The list's categories as links (`?category=vitamine`): a filter that works without script and
 * whose every state has an address. The category shown is marked aria-current, so a screen
 * reader says which one is selected.
 */
export function CategoryMenu({ menu }: { menu: CategoryMenuValue }) {
  const t = useT()
  if (menu.categories.length === 0) return null
  return (
    <nav className="ce-news-categories" aria-label={t('news.categories')}>
      <ul className="ce-news-categories__list">
        <li>
          <a
            className="ce-news-categories__link"
            href={menu.link}
            aria-current={menu.current ? 'page' : undefined}
          >
            {t('news.all')}
          </a>
        </li>
        {menu.categories.map((category) => (
          <li key={category.id}>
            <a
              className="ce-news-categories__link"
              href={category.link}
              aria-current={category.current ? 'page' : undefined}
            >
              {category.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
