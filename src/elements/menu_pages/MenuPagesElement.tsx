import { useT } from '../../lib/i18n'
import type { ElementProps } from '../registry'
import { ElementHeader } from '../shared/ElementHeader'
import { MediaImage } from '../shared/MediaImage'
import { MenuLink } from '../shared/MenuLink'
import type { MenuItem } from '../shared/menu-item'
import { CARDS_LAYOUT } from './card-layout'

function MenuCard({ item, priority }: { item: MenuItem; priority: boolean }) {
  const t = useT()
  return (
    <li className="ce-menu-cards__item">
      <MenuLink item={item} className="ce-card">
        {item.image && (
          <MediaImage media={item.image} priority={priority} className="ce-card__image" />
        )}
        <span className="ce-card__body">
          <span className="ce-card__title">{item.title}</span>
          {item.abstract && <span className="ce-card__abstract">{item.abstract}</span>}
          <span className="ce-card__more" aria-hidden="true">
            {t('menu.readMore')}
          </span>
        </span>
      </MenuLink>
    </li>
  )
}

export function MenuPagesElement({ element, content, priority }: ElementProps<'menu_pages'>) {
  const { menu } = content
  const cards = element.appearance.layout === CARDS_LAYOUT
  return (
    <div className="ce-menu-element">
      <ElementHeader fields={content} />
      {menu.length > 0 && cards && (
        <ul className="ce-menu-cards">
          {menu.map((item, index) => (
            <MenuCard key={index} item={item} priority={priority && index === 0} />
          ))}
        </ul>
      )}
      {menu.length > 0 && !cards && (
        <ul className="ce-menu">
          {menu.map((item, index) => (
            <li key={index} className="ce-menu__item">
              <MenuLink item={item} className="ce-menu__link" />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
