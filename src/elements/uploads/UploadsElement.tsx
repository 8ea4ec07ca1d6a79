import { useT } from '../../lib/i18n'
import type { CmsFile } from '../../lib/media'
import { isSafeUrl } from '../../lib/safe-url'
import type { ElementProps } from '../registry'
import { ElementHeader } from '../shared/ElementHeader'
import { MediaImage } from '../shared/MediaImage'
import type { UploadsContent } from './schema'

/** uploads_type 2: 'with thumbnail' (1 is 'with file icon', 0 'filename only'). */
const WITH_THUMBNAIL = 2

function UploadItem({ file, content }: { file: CmsFile; content: UploadsContent }) {
  const t = useT()
  const name = file.title || file.filename
  const size = content.displayFileSizeInformation ? file.size : ''
  const details = [file.extension.toUpperCase(), size].filter(Boolean)
  const thumbnail = content.displayInformation === WITH_THUMBNAIL && file.type === 'image'
  return (
    <li className="ce-uploads__item">
      <a
        className="ce-uploads__link"
        href={isSafeUrl(file.url) ? file.url : undefined}
        download={file.filename || true}
      >
        {thumbnail ? (
          <MediaImage media={{ ...file, alt: '' }} className="ce-uploads__thumbnail" />
        ) : (
          <span className="ce-uploads__icon" aria-hidden="true">
            {file.extension.slice(0, 4).toUpperCase() || t('uploads.file')}
          </span>
        )}
        <span className="ce-uploads__text">
          <span className="ce-uploads__name">{name}</span>
          <span className="ce-uploads__meta">
            <span className="ce-uploads__action">{t('uploads.download')}</span>
            {details.map((detail, index) => (
              <span key={index} className="ce-uploads__detail">
                {detail}
              </span>
            ))}
          </span>
        </span>
      </a>
      {content.displayDescription && file.description && (
        <p className="ce-uploads__description">{file.description}</p>
      )}
    </li>
  )
}

export function UploadsElement({ content }: ElementProps<'uploads'>) {
  return (
    <div className="ce-uploads-element">
      <ElementHeader fields={content} />
      {content.media.length > 0 && (
        <ul className="ce-uploads">
          {content.media.map((file, index) => (
            <UploadItem key={index} file={file} content={content} />
          ))}
        </ul>
      )}
    </div>
  )
}
