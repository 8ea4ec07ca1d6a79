import { menuContentSchema, type MenuContent } from '../shared/menu-item'

/** CType menu_pages (and menu_subpages): the chosen pages as links or, by layout, as cards. */
export const menuPagesSchema = menuContentSchema
export type MenuPagesContent = MenuContent
