import type { ElementProps } from '../element-definition'
import { ElementHeader } from '../shared/ElementHeader'
import type { HeaderContent } from './schema'

export function HeaderElement({ content }: ElementProps<HeaderContent>) {
  return <ElementHeader fields={content} />
}
