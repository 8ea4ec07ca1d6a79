import { Icon } from '../../brands/design/Icon'
import type { NavItem } from '../../lib/page'
import { leavesSite } from '../../lib/site-link'
import { ExternalMark } from './ExternalMark'
import { navLinkProps } from './nav-link-props'

export interface PrimaryNavProps {
  /** First-level entries: the children of the navigation root. */
  items: NavItem[]
  label: string
  /**
   * Groups the second-level <details> so opening one closes its siblings (the HTML `name`
   * attribute, no JS). Desktop and mobile copies get different groups.
   */
  group: string
  className?: string
  /** The page's origin: entries linking to any other (TYPO3 "external URL" pages) say so. */
  origin?: string | undefined
}

/**
 * First level as links; an entry with children becomes a <details> dropdown whose first link is
 * the entry itself, because a <summary> toggles and cannot also navigate.
 */
export function PrimaryNav({ items, label, group, className, origin }: PrimaryNavProps) {
  return (
    <nav aria-label={label} className={['sf-nav', className].filter(Boolean).join(' ')}>
      <ul className="sf-nav__list">
        {items.map((item, index) => (
          <li key={`${item.link}-${index}`} className="sf-nav__item">
            {item.children.length === 0 ? (
              <a {...navLinkProps(item)} className={linkClass(item)}>
                {item.title}
                {leavesSite(item.link, origin) && <ExternalMark />}
              </a>
            ) : (
              <details className="sf-nav__dropdown" name={group}>
                <summary className={linkClass(item)}>
                  {item.title}
                  <Icon name="chevron-down" size="sm" className="sf-nav__chevron" />
                </summary>
                <ul className="sf-nav__sublist">
                  {[item, ...item.children].map((child, childIndex) => (
                    <li key={`${child.link}-${childIndex}`}>
                      <a {...navLinkProps(child)} className={linkClass(child, 'sf-nav__sublink')}>
                        {child.title}
                        {leavesSite(child.link, origin) && <ExternalMark />}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

const linkClass = (item: NavItem, base = 'sf-nav__link'): string =>
  item.active || item.current ? `${base} ${base}--active` : base
