import { menuPagesSchema, type MenuPagesContent } from '../menu_pages/schema'

/** CType menu_subpages: the subpages of the chosen pages; same shape and look as menu_pages. */
export const menuSubpagesSchema = menuPagesSchema
export type MenuSubpagesContent = MenuPagesContent
