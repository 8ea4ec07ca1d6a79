import type { ElementProps } from '../registry'
import { ElementHeader } from '../shared/ElementHeader'

export function HeaderElement({ content }: ElementProps<'header'>) {
  return <ElementHeader fields={content} />
}
