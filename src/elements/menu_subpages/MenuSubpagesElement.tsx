import type { ElementProps } from '../element-definition'
import {
  MenuPagesElement,
  menuPagesSchema,
  type MenuPagesContent,
} from '../menu_pages/MenuPagesElement'

/** CType menu_subpages: the subpages of the chosen pages; same shape and look as menu_pages. */
export const menuSubpagesSchema = menuPagesSchema
export type MenuSubpagesContent = MenuPagesContent

export function MenuSubpagesElement(props: ElementProps<MenuSubpagesContent>) {
  return <MenuPagesElement {...props} />
}
