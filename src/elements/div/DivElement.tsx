import type { ElementProps } from '../element-definition'
import type { DivContent } from './schema'

export function DivElement(_props: ElementProps<DivContent>) {
  return <hr className="ce-divider" />
}
