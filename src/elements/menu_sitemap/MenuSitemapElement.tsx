import { useT } from '../../lib/i18n'
import type { ElementProps } from '../registry'
import { ElementHeader } from '../shared/ElementHeader'
import { MenuLink } from '../shared/MenuLink'
import type { MenuItem } from '../shared/menu-item'

function SitemapLevel({ items }: { items: MenuItem[] }) {
  return (
    <ul className="ce-sitemap__level">
      {items.map((item, index) => (
        <li key={index} className="ce-sitemap__item">
          <MenuLink item={item} className="ce-sitemap__link" />
          {item.children.length > 0 && <SitemapLevel items={item.children} />}
        </li>
      ))}
    </ul>
  )
}

export function MenuSitemapElement({ content }: ElementProps<'menu_sitemap'>) {
  const t = useT()
  return (
    <div className="ce-sitemap-element">
      <ElementHeader fields={content} />
      {content.menu.length > 0 && (
        <nav className="ce-sitemap" aria-label={content.header || t('sitemap.label')}>
          <SitemapLevel items={content.menu} />
        </nav>
      )}
    </div>
  )
}
