import type { ElementProps } from '../element-definition'
import { MenuPagesElement } from '../menu_pages/MenuPagesElement'
import type { MenuSubpagesContent } from './schema'

export function MenuSubpagesElement(props: ElementProps<MenuSubpagesContent>) {
  return <MenuPagesElement {...props} />
}
