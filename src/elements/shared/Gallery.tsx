import { useT } from '../../lib/i18n'
import type { CmsFile } from '../../lib/media'
import { isSafeUrl } from '../../lib/safe-url'
import { cx } from './class-names'
import type { GalleryValue } from './gallery-schema'
import { MediaImage } from './MediaImage'

/** Wider rows than this are wrapped by the grid: four images side by side is the readable most. */
const MAX_COLUMNS = 4

/** Video files a browser plays itself; online media (YouTube, Vimeo) would need their players. */
const NATIVE_VIDEO = new Set(['video/mp4', 'video/webm', 'video/ogg'])

function GalleryMedia({ file, priority }: { file: CmsFile; priority: boolean }) {
  const t = useT()
  if (NATIVE_VIDEO.has(file.mimeType)) {
    // preload="none": a gallery of clips costs no bandwidth until one is played. TYPO3 file
    // references carry no caption track to offer.
    return (
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        className="ce-gallery__video"
        src={file.url}
        controls
        preload="none"
        width={file.width ?? undefined}
        height={file.height ?? undefined}
        title={file.title || undefined}
      />
    )
  }
  if (file.type === 'video') {
    // No third-party player (and its cookies) is embedded: the video opens on its platform.
    return (
      <a className="ce-gallery__external" href={file.url} target="_blank" rel="noopener noreferrer">
        {file.title || t('media.watchVideo', 'Watch video')}
      </a>
    )
  }
  return <MediaImage media={file} priority={priority} className="ce-gallery__image" />
}

function GalleryItem({ file, priority }: { file: CmsFile; priority: boolean }) {
  const t = useT()
  const media = <GalleryMedia file={file} priority={priority} />
  // A link around an image without alt text would have no name at all: give it one.
  const linkName = file.alt ? undefined : file.title || t('media.imageLink', 'Open image link')
  return (
    <figure className="ce-gallery__item">
      {file.link && isSafeUrl(file.link) ? (
        <a href={file.link} aria-label={linkName}>
          {media}
        </a>
      ) : (
        media
      )}
      {file.description && (
        <figcaption className="ce-gallery__caption">{file.description}</figcaption>
      )}
    </figure>
  )
}

/** The files of a gallery in the editor's rows; only the very first may be a priority image. */
export function Gallery({ gallery, priority }: { gallery: GalleryValue; priority: boolean }) {
  if (gallery.rows.length === 0) return null
  const { horizontal } = gallery.position
  return (
    <div
      className={cx(
        'ce-gallery',
        `ce-gallery--${horizontal}`,
        gallery.border.enabled && 'ce-gallery--border',
      )}
    >
      {gallery.rows.map((row, rowIndex) => (
        <div
          key={rowIndex}
          className={`ce-gallery__row ce-gallery__row--cols-${Math.min(row.length, MAX_COLUMNS)}`}
        >
          {row.map((file, columnIndex) => (
            <GalleryItem
              key={columnIndex}
              file={file}
              priority={priority && rowIndex === 0 && columnIndex === 0}
            />
          ))}
        </div>
      ))}
    </div>
  )
}
