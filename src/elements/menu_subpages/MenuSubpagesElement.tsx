import type { ElementProps } from '../registry'
import { MenuPagesElement } from '../menu_pages/MenuPagesElement'

export function MenuSubpagesElement(props: ElementProps<'menu_subpages'>) {
  return <MenuPagesElement {...props} />
}
