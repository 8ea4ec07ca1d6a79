import { useT } from '../../lib/i18n'
import type { CmsFile } from '../../lib/media'
import { isSafeUrl } from '../../lib/safe-url'
import { cx } from './class-names'
import type { GalleryValue } from './gallery-schema'
import { MediaImage } from './MediaImage'
import { isImageFile, NATIVE_VIDEO } from './media-kind'

/** Wider rows than this are wrapped by the grid: four images side by side is the readable most. */
const MAX_COLUMNS = 4

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
        {file.title || t('media.watchVideo')}
      </a>
    )
  }
  return <MediaImage media={file} priority={priority} className="ce-gallery__image" />
}

/**
 * Where a click on the file leads: the editor's link wins, as in fluid_styled_content's media
 * partials; else, with 'Enlarge on click', an image opens its original file (the gallery shows
 * a scaled copy). No lightbox: the browser shows the image, and Back returns to the page.
 */
const hrefOf = (file: CmsFile, enlarge: boolean): string => {
  if (file.link && isSafeUrl(file.link)) return file.link
  const original = file.originalUrl || file.url
  return enlarge && isImageFile(file) && isSafeUrl(original) ? original : ''
}

function GalleryItem({
  file,
  priority,
  enlarge,
}: {
  file: CmsFile
  priority: boolean
  enlarge: boolean
}) {
  const t = useT()
  const media = <GalleryMedia file={file} priority={priority} />
  const href = hrefOf(file, enlarge)
  const enlarges = href !== '' && href !== file.link
  // A link around an image without alt text would have no name at all: give it one. An enlarging
  // link says what it does, and which image it enlarges.
  const linkName = enlarges
    ? [t('media.enlargeImage'), file.alt || file.title].filter(Boolean).join(': ')
    : file.alt
      ? undefined
      : file.title || t('media.imageLink')
  return (
    <figure className="ce-gallery__item">
      {href ? (
        <a
          href={href}
          aria-label={linkName}
          className={enlarges ? 'ce-gallery__enlarge' : undefined}
        >
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

export interface GalleryProps {
  gallery: GalleryValue
  /** The element opens the page: its very first image is the likely largest paint. */
  priority: boolean
  /** The element's 'Enlarge on click' (enlargeImageOnClick): images link to their original. */
  enlarge?: boolean
}

/** The files of a gallery in the editor's rows; only the very first may be a priority image. */
export function Gallery({ gallery, priority, enlarge = false }: GalleryProps) {
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
              enlarge={enlarge}
            />
          ))}
        </div>
      ))}
    </div>
  )
}
