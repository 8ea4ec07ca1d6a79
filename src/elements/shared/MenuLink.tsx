import type { ReactNode } from 'react'
import { cx } from './class-names'
import { ElementLink } from './ElementLink'
import type { MenuItem } from './menu-item'

interface MenuLinkProps {
  item: MenuItem
  /** Block class; the active page (the current one or its ancestor) gets `<className>--active`. */
  className: string
  children?: ReactNode
}

/** A menu entry's link; the current page is announced with aria-current="page". */
export function MenuLink({ item, className, children }: MenuLinkProps) {
  return (
    <ElementLink
      link={{ href: item.link, target: item.target, title: '' }}
      className={cx(className, item.active && `${className}--active`)}
      ariaCurrent={item.current ? 'page' : undefined}
    >
      {children ?? item.title}
    </ElementLink>
  )
}
