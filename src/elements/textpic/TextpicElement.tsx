import type { ElementProps } from '../registry'
import { TextMediaElement } from '../textmedia/TextMediaElement'

export function TextpicElement(props: ElementProps<'textpic'>) {
  return <TextMediaElement {...props} />
}
