import { findMedia } from '../../../media/library'
import type { FileRef } from '../../types'

/** Media URLs start with ORIGIN, which the route replaces with the request's origin. */
export const ORIGIN = '{origin}'

/** A file reference to a demo media file; `name` without extension means a picture's photo (JPEG). */
export type MakeFile = (name: string, alternative: string, description?: string | null) => FileRef

const formatSize = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * The file references of one page: their uids are derived from the page uid (uid × 1000 + n,
 * in the order they are made), so they are stable across requests. An unknown file throws:
 * a typo in demo content must not reach a page as a broken picture.
 */
export const fileMaker = (pageId: number): MakeFile => {
  let files = 0
  return (name, alternative, description = null) => {
    const fileName = name.includes('.') ? name : `${name}.jpg`
    const asset = findMedia(fileName)
    if (!asset) throw new Error(`demo media file ${fileName} does not exist`)
    const dimensions = { width: asset.width, height: asset.height }
    return {
      publicUrl: `${ORIGIN}/media/${fileName}`,
      properties: {
        title: asset.type === 'application' ? asset.title : null,
        alternative: asset.type === 'image' ? alternative : null,
        description,
        mimeType: asset.mimeType,
        type: asset.type,
        filename: fileName,
        originalUrl: `/media/${fileName}`,
        uidLocal: asset.uid,
        fileReferenceUid: pageId * 1000 + ++files,
        size: formatSize(asset.bytes),
        link: null,
        dimensions,
        cropDimensions: dimensions,
        crop:
          asset.type === 'image'
            ? {
                default: {
                  cropArea: { x: 0, y: 0, width: 1, height: 1 },
                  selectedRatio: 'NaN',
                  focusArea: null,
                },
              }
            : '',
        autoplay: null,
        extension: asset.extension,
      },
    }
  }
}
