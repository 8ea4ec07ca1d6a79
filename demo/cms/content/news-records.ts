import type { FileRef } from '../types'
import { createBuilder } from './builders'

/**
 * News-style records (EXT:news) and how EXT:headless_news serializes them: the demo's guide
 * articles, and a model for any record list with a detail page (recipes, jobs). A record is
 * written once per locale; translations share its `key`, as TYPO3 overlays share the uid.
 * The project's TYPO3 writes `datetime` as 'Y-m-d H:i:s' (UTC), not headless_news' 'M d Y'.
 */

export interface NewsCategorySpec {
  id: number
  title: string
  /** The category's slug: the list's filter value (`?category=vitamine`). */
  slug: string
  description?: string
}

export interface NewsRecordSpec {
  /** Shared by a record's translations. */
  key: string
  uid: number
  /** The record's URL segment (EXT:news `path_segment`). */
  pathSegment: string
  title: string
  teaser: string
  /** Editor HTML (RTE). */
  bodytext: string
  /** 'yyyy-MM-dd HH:mm:ss', UTC. */
  datetime: string
  author: string
  authorEmail?: string
  /** Category slugs. */
  categories: string[]
  /** Demo media name (without extension) and its alternative text. */
  image: [name: string, alternative: string]
  /** Keys of related records (EXT:news 'related news'). */
  related?: string[]
  keywords?: string
  description?: string
  topNews?: boolean
}

/** The records of one locale and where their list and detail pages are. */
export interface NewsArchiveSpec {
  /** Key of the page whose news plugin lists the records. */
  listPage: string
  /** Slug of the detail URLs, without the locale prefix: `<detailSlug>/<path segment>`. */
  detailSlug: string
  /** The list plugin's records per page (flexform `settings.list.paginate.itemsPerPage`). */
  pageSize: number
  categories: NewsCategorySpec[]
  records: NewsRecordSpec[]
}

/** Storage folder of the records (`pid`). */
const NEWS_STORAGE_PID = 90

const filesOf = (record: NewsRecordSpec): FileRef[] => {
  const files = createBuilder({
    pageId: record.uid,
    rootCategoryId: 0,
    link: () => '',
    nav: () => {
      throw new Error('news records have no menus')
    },
    children: () => [],
    sitemap: () => [],
    shared: () => [],
  })
  const [name, alternative] = record.image
  return [files.file(name, alternative)]
}

const categoryJson = (category: NewsCategorySpec) => ({
  id: category.id,
  pid: NEWS_STORAGE_PID,
  title: category.title,
  description: category.description ?? '',
  slug: category.slug,
})

/** A record in the list (headless_news' NewsListView section); `slug` is its detail URL. */
export const newsListItem = (
  record: NewsRecordSpec,
  archive: NewsArchiveSpec,
  detailUrl: string,
) => ({
  uid: record.uid,
  title: record.title,
  teaser: record.teaser,
  isTopNews: record.topNews ? 1 : 0,
  crdate: record.datetime,
  tstamp: record.datetime,
  datetime: record.datetime,
  archive: '',
  author: { author: record.author, authorEmail: record.authorEmail ?? '' },
  media: filesOf(record),
  falRelatedFiles: [],
  categories: archive.categories
    .filter((category) => record.categories.includes(category.slug))
    .map(categoryJson),
  tags: [],
  metaData: {
    keywords: record.keywords ?? '',
    description: record.description ?? '',
    alternativeTitle: '',
  },
  slug: detailUrl,
  pathSegment: record.pathSegment,
})

export type NewsListItemJson = ReturnType<typeof newsListItem>

/** headless_news' pagination (List/Pagination.html): first, last, prev, next and every page. */
export const newsPagination = (pages: number, current: number, linkOf: (page: number) => string) =>
  pages <= 1
    ? null
    : {
        first: linkOf(1),
        last: linkOf(pages),
        prev: current > 1 ? linkOf(current - 1) : null,
        next: current < pages ? linkOf(current + 1) : null,
        pages: Array.from({ length: pages }, (_, index) => ({
          page: String(index + 1),
          link: linkOf(index + 1),
          current: index + 1 === current ? '1' : '0',
        })),
      }
