import type { NavItem } from '../../types'
import type { ElementOptions, MakeElement } from './element-frame'

/** What the menus read from the page tree of the locale being built. */
export interface MenuScope {
  nav: (key: string) => NavItem
  children: (key: string) => NavItem[]
  sitemap: () => NavItem[]
}

/** fluid_styled_content's menus: chosen pages, a page's subpages, the whole site. */
export const menuElements = (element: MakeElement, scope: MenuScope) => ({
  menuPages: (header: string, keys: string[], o: ElementOptions = {}) =>
    element('menu_pages', header, o, { menu: keys.map(scope.nav) }),
  menuSubpages: (header: string, parentKey: string, o: ElementOptions = {}) =>
    element('menu_subpages', header, o, { menu: scope.children(parentKey) }),
  menuSitemap: (header: string, o: ElementOptions = {}) =>
    element('menu_sitemap', header, o, { menu: scope.sitemap() }),
})
