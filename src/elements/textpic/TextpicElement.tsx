import type { ElementProps } from '../element-definition'
import { TextMediaElement } from '../textmedia/TextMediaElement'
import type { TextpicContent } from './schema'

export function TextpicElement(props: ElementProps<TextpicContent>) {
  return <TextMediaElement {...props} />
}
