import { useId } from 'react'
import { useT } from '../../lib/i18n'
import { RichText } from '../../lib/rich-text'
import { MediaImage } from '../shared/MediaImage'
import { NewsDate } from './NewsDate'
import { NewsTeaser } from './NewsTeaser'
import type { NewsDetail } from './schema'

/**
 * The detail action: the article with its author and date, picture, body text and related
 * articles. The article's title is the page's h1: the detail page is a template for every
 * article, and the CMS puts the article's title into the page's meta as well.
 */
export function NewsDetailView({ detail, priority }: { detail: NewsDetail; priority: boolean }) {
  const t = useT()
  const relatedId = useId()
  const image = detail.media.find((file) => file.type === 'image')
  const author = detail.author.author
  return (
    <article className="ce-news-detail">
      <header className="ce-news-detail__header">
        {detail.categories.length > 0 && (
          <p className="ce-news-detail__categories">
            {detail.categories.map((category) => category.title).join(', ')}
          </p>
        )}
        <h1 className="ce-news-detail__title">{detail.title}</h1>
        {detail.teaser && <p className="ce-news-detail__teaser">{detail.teaser}</p>}
        <p className="ce-news-detail__byline">
          {author && <span className="ce-news-detail__author">{t('news.by', { author })}</span>}
          <NewsDate value={detail.datetime} className="ce-news-detail__date" />
        </p>
      </header>
      {image && (
        <figure className="ce-news-detail__figure">
          <MediaImage
            media={image}
            priority={priority}
            className="ce-news-detail__image"
            sizes="(min-width: 1024px) 960px, 100vw"
          />
          {image.description && <figcaption>{image.description}</figcaption>}
        </figure>
      )}
      <RichText html={detail.bodytext} className="ce-news-detail__body" />
      {detail.related.length > 0 && (
        <section className="ce-news-detail__related" aria-labelledby={relatedId}>
          <h2 id={relatedId} className="ce-news-detail__related-title">
            {t('news.related')}
          </h2>
          <ul className="ce-news__list">
            {detail.related.map((record) => (
              <li key={record.uid} className="ce-news__item">
                <NewsTeaser record={record} level={3} priority={false} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}
