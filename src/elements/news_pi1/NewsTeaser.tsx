import { isSafeUrl } from '../../lib/safe-url'
import { Heading } from '../shared/Heading'
import type { HeadingLevel } from '../shared/heading-level'
import { MediaImage } from '../shared/MediaImage'
import type { NewsTeaser as NewsTeaserRecord } from '../shared/news-record'
import { NewsDate } from './NewsDate'

interface NewsTeaserProps {
  record: NewsTeaserRecord
  level: HeadingLevel
  /** The first teaser of the page's first element: its image loads eagerly. */
  priority: boolean
}

/**
 * One record in a list: picture, title, categories and date, teaser. Only the title is a link,
 * so a screen reader's list of links reads each article once, by its name; the picture is
 * decoration beside it (the whole card still takes a click through the title's stretched link).
 */
export function NewsTeaser({ record, level, priority }: NewsTeaserProps) {
  const image = record.media.find((file) => file.type === 'image')
  const href = isSafeUrl(record.slug) ? record.slug : undefined
  return (
    <article className="ce-news-teaser">
      {image && (
        <MediaImage
          media={{ ...image, alt: '' }}
          priority={priority}
          className="ce-news-teaser__image"
          sizes="(min-width: 768px) 33vw, 100vw"
        />
      )}
      <div className="ce-news-teaser__body">
        <p className="ce-news-teaser__meta">
          {record.categories.length > 0 && (
            <span className="ce-news-teaser__categories">
              {record.categories.map((category) => category.title).join(', ')}
            </span>
          )}
          <NewsDate value={record.datetime} className="ce-news-teaser__date" />
        </p>
        <Heading level={level} className="ce-news-teaser__title">
          <a className="ce-news-teaser__link" href={href}>
            {record.title}
          </a>
        </Heading>
        {record.teaser && <p className="ce-news-teaser__teaser">{record.teaser}</p>}
      </div>
    </article>
  )
}
