import * as z from 'zod'
import { galleryRowsToMedia } from '../../lib/media'
import { flag } from './fields'

const DEFAULT_POSITION = { horizontal: 'center', vertical: 'above', noWrap: false } as const

/**
 * EXT:headless `gallery` of textmedia, textpic and image: where the gallery sits next to the
 * text, whether it has a border, and its files by row. Only what the layout uses is read.
 */
export const gallerySchema = z
  .object({
    position: z
      .object({
        horizontal: z.enum(['left', 'center', 'right']).catch('center'),
        vertical: z.enum(['above', 'below', 'intext']).catch('above'),
        noWrap: flag,
      })
      .catch(DEFAULT_POSITION),
    border: z.object({ enabled: flag }).catch({ enabled: false }),
    rows: z.unknown().optional().transform(galleryRowsToMedia),
  })
  .catch({ position: DEFAULT_POSITION, border: { enabled: false }, rows: [] })

export type GalleryValue = z.output<typeof gallerySchema>
