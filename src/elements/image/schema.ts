import * as z from 'zod'
import { flag } from '../shared/fields'
import { gallerySchema } from '../shared/gallery-schema'
import { headerFields } from '../shared/header-fields'

/** CType image: header and a gallery, no text. */
export const imageSchema = z.object({
  ...headerFields,
  gallery: gallerySchema,
  /** 'Enlarge on click': the images link to their original files. */
  enlargeImageOnClick: flag,
})
export type ImageContent = z.output<typeof imageSchema>
