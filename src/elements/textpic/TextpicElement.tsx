import type { ElementProps } from '../element-definition'
import {
  TextMediaElement,
  textMediaSchema,
  type TextMediaContent,
} from '../textmedia/TextMediaElement'

/** CType textpic: the images-only predecessor of textmedia, with the same content shape. */
export const textpicSchema = textMediaSchema
export type TextpicContent = TextMediaContent

export function TextpicElement(props: ElementProps<TextpicContent>) {
  return <TextMediaElement {...props} />
}
