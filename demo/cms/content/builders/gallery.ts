import type { FileRef, Gallery } from '../../types'
import type { ElementOptions } from './element-frame'

export interface GalleryOptions extends ElementOptions {
  columns?: number
  position?: Gallery['position']['horizontal']
  vertical?: Gallery['position']['vertical']
  width?: number
  enlarge?: boolean
}

/** EXT:headless' gallery: the images in rows of `columns` (all in one row by default). */
export const gallery = (images: FileRef[], o: GalleryOptions): Gallery => {
  const columns = Math.min(o.columns ?? images.length, images.length) || 1
  const rows: Gallery['rows'] = {}
  images.forEach((image, i) => {
    const row = (rows[String(Math.floor(i / columns) + 1)] ??= { columns: {} })
    row.columns[String((i % columns) + 1)] = image
  })
  return {
    position: {
      horizontal: o.position ?? 'center',
      vertical: o.vertical ?? 'above',
      noWrap: false,
    },
    width: o.width ?? 600,
    count: { files: images.length, columns, rows: Math.ceil(images.length / columns) },
    columnSpacing: 10,
    border: { enabled: false, width: 2, padding: 0 },
    rows,
  }
}
