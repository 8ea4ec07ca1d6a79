import type { CmsFile } from '../../lib/media'

/** Video files a browser plays itself; online media (YouTube, Vimeo) would need their players. */
export const NATIVE_VIDEO = new Set(['video/mp4', 'video/webm', 'video/ogg'])

/** Whether a gallery file shows as an <img> (not a native video, not a link to a video platform). */
export const isImageFile = (file: CmsFile): boolean =>
  !NATIVE_VIDEO.has(file.mimeType) && file.type !== 'video'
