import * as z from 'zod'
import type { ElementProps } from '../element-definition'
import { ElementHeader } from '../shared/ElementHeader'
import { Gallery } from '../shared/Gallery'
import { gallerySchema } from '../shared/gallery-schema'
import { headerFields } from '../shared/header-fields'

/** CType image: header and a gallery, no text. */
export const imageSchema = z.object({ ...headerFields, gallery: gallerySchema })
export type ImageContent = z.output<typeof imageSchema>

export function ImageElement({ content, priority }: ElementProps<ImageContent>) {
  return (
    <div className="ce-image">
      <ElementHeader fields={content} />
      <Gallery gallery={content.gallery} priority={priority} />
    </div>
  )
}
