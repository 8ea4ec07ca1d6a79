import { menuContentSchema, type MenuContent } from '../shared/menu-item'

/** CType menu_sitemap: the page tree, nested through each entry's `children`. */
export const menuSitemapSchema = menuContentSchema
export type MenuSitemapContent = MenuContent
