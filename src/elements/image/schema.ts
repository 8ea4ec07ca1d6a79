import * as z from 'zod'
import { gallerySchema } from '../shared/gallery-schema'
import { headerFields } from '../shared/header-fields'

/** CType image: header and a gallery, no text. */
export const imageSchema = z.object({ ...headerFields, gallery: gallerySchema })
export type ImageContent = z.output<typeof imageSchema>
