import { textMediaSchema, type TextMediaContent } from '../textmedia/schema'

/** CType textpic: the images-only predecessor of textmedia, with the same content shape. */
export const textpicSchema = textMediaSchema
export type TextpicContent = TextMediaContent
