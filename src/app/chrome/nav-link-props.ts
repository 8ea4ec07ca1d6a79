import type { NavItem } from '../../lib/page'

export interface NavLinkProps {
  href: string
  target?: string
  rel?: string
  'aria-current'?: 'page'
}

/**
 * Anchor attributes for a CMS navigation entry: the editor's target, and rel="noopener" for new
 * tabs (the opened page must not get window.opener). The current page is marked for assistive
 * technology with aria-current="page" (WAI-ARIA 1.2).
 */
export const navLinkProps = (item: NavItem): NavLinkProps => ({
  href: item.link,
  ...(item.target ? { target: item.target } : {}),
  ...(item.target === '_blank' ? { rel: 'noopener noreferrer' } : {}),
  ...(item.current ? { 'aria-current': 'page' as const } : {}),
})
