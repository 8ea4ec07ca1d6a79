import * as z from 'zod'
import { flag, richText } from '../shared/fields'
import { gallerySchema } from '../shared/gallery-schema'
import { headerFields } from '../shared/header-fields'

/** CType textmedia (and textpic): header, editor HTML and a gallery placed around the text. */
export const textMediaSchema = z.object({
  ...headerFields,
  bodytext: richText,
  gallery: gallerySchema,
  /** 'Enlarge on click': the images link to their original files. */
  enlargeImageOnClick: flag,
})
export type TextMediaContent = z.output<typeof textMediaSchema>
