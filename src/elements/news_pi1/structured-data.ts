import { dateTimeAttribute } from '../../lib/format-date'
import type { NewsContent, NewsDetail } from './schema'

/**
 * schema.org Article for a guide article's detail page (https://schema.org/Article; Google's
 * article fields: headline, image, datePublished, author with a name, description). The
 * article's record is in the page, so the head needs no other source.
 */
export const articleStructuredData = (
  detail: NewsDetail,
  pageUrl: string,
  origin: string,
): Record<string, unknown> => {
  const absolute = (url: string) => new URL(url, origin).toString()
  const published = dateTimeAttribute(detail.datetime)
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: detail.title,
    description: detail.metaData.description || detail.teaser,
    image: detail.media.filter((file) => file.type === 'image').map((file) => absolute(file.url)),
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    url: pageUrl,
  }
  if (published) data.datePublished = published
  if (detail.author.author) data.author = { '@type': 'Person', name: detail.author.author }
  if (detail.categories.length > 0) {
    data.articleSection = detail.categories.map((category) => category.title)
  }
  if (detail.metaData.keywords) data.keywords = detail.metaData.keywords
  return data
}

/** The article a news plugin's parsed content shows: the detail action's record, else none. */
export const articleOfContent = (content: unknown): NewsDetail | null => {
  const { data } = content as NewsContent
  return data.settings.action === 'detail' && 'detail' in data ? data.detail : null
}
