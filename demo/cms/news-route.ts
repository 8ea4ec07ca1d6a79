import type { AnyPageJson, CompiledSite } from './compiled-site'
import type { LocaleSpec, SiteSpec } from './content/model'
import {
  newsListItem,
  newsPagination,
  type NewsArchiveSpec,
  type NewsRecordSpec,
} from './content/news-records'
import { i18nEntry } from './head'
import { localePrefix, normalizePath, pagePath } from './tree'
import type { BreadcrumbItem, ContentElement, PageJson } from './types'

/**
 * What TYPO3 with EXT:news answers for the guide: the list plugin shows the records of the
 * request's category and page, and the route enhancer `<detail slug>/<path segment>`
 * (`/ratgeber/artikel/vitamin-d-im-winter`) answers the list page with the plugin in its detail
 * action, the page's title, description, breadcrumbs and translations those of the record (as
 * EXT:news' title provider and the language menu's `tx_news_pi1[news]` argument do). The
 * storefront forwards `page` and `category`, both in every site's query whitelist; the project's
 * TYPO3 maps them onto `tx_news_pi1[currentPage]` and `tx_news_pi1[overwriteDemand][categories]`.
 */

type Archive = { locale: LocaleSpec; prefix: string; archive: NewsArchiveSpec }

const archivesOf = (spec: SiteSpec): Archive[] =>
  spec.locales.flatMap((locale) =>
    locale.news ? [{ locale, prefix: localePrefix(spec, locale), archive: locale.news }] : [],
  )

const detailUrl = ({ prefix, archive }: Archive, record: NewsRecordSpec) =>
  `${prefix}${archive.detailSlug}/${record.pathSegment}`

const newestFirst = (a: NewsRecordSpec, b: NewsRecordSpec) => b.datetime.localeCompare(a.datetime)

const listItem = (where: Archive, record: NewsRecordSpec) =>
  newsListItem(record, where.archive, detailUrl(where, record))

const listPathOf = (spec: SiteSpec, where: Archive): string => {
  const page = where.locale.pages.find((candidate) => candidate.key === where.archive.listPage)
  if (!page) throw new Error(`${spec.id}/${where.locale.code}: no news list page`)
  return pagePath(where.prefix, page.slug)
}

/** The list action's data for a query: the category's records, newest first, one page of them. */
const listData = (where: Archive, listPath: string, query: URLSearchParams) => {
  const { archive } = where
  const category = archive.categories.find((entry) => entry.slug === query.get('category'))
  const records = archive.records
    .filter((record) => !category || record.categories.includes(category.slug))
    .sort(newestFirst)
  const pages = Math.max(1, Math.ceil(records.length / archive.pageSize))
  const requested = Number(query.get('page') ?? '1')
  // EXT:news' paginator: a page past the last shows the last, anything else not a page the first.
  const current = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, pages) : 1
  const linkOf = (slug: string | undefined, page = 1) => {
    const params = new URLSearchParams()
    if (slug) params.set('category', slug)
    if (page > 1) params.set('page', String(page))
    return params.size > 0 ? `${listPath}?${params.toString()}` : listPath
  }
  const start = (current - 1) * archive.pageSize
  return {
    pagination: newsPagination(pages, current, (page) => linkOf(category?.slug, page)),
    list: records.slice(start, start + archive.pageSize).map((record) => listItem(where, record)),
    settings: { orderBy: 'datetime', orderDirection: 'desc', templateLayout: '', action: 'list' },
    categoryMenu: {
      link: linkOf(undefined),
      current: category ? 0 : 1,
      categories: archive.categories.map((entry) => ({
        id: entry.id,
        title: entry.title,
        slug: entry.slug,
        link: linkOf(entry.slug),
        current: entry === category ? 1 : 0,
      })),
    },
  }
}

const isListPlugin = (element: ContentElement) =>
  element.type === 'news_pi1' &&
  (element.content.data as { settings?: { action?: string } } | undefined)?.settings?.action ===
    'list'

/** The page with its news list plugins filled for the request's query; other pages as they are. */
export const withNewsLists = (
  spec: SiteSpec,
  path: string,
  page: AnyPageJson,
  query: URLSearchParams,
): AnyPageJson => {
  const columns = Object.values(page.content).flat()
  if (!columns.some(isListPlugin)) return page
  const where = archivesOf(spec).find(
    (entry) => normalizePath(listPathOf(spec, entry)) === normalizePath(path),
  )
  if (!where) throw new Error(`${spec.id}: a news list on ${path}, which is no news list page`)
  const data = listData(where, listPathOf(spec, where), query)
  const content = Object.fromEntries(
    Object.entries(page.content).map(([column, elements]) => [
      column,
      elements.map((element) =>
        isListPlugin(element) ? { ...element, content: { ...element.content, data } } : element,
      ),
    ]),
  )
  return { ...page, content }
}

/** The record a path names, with the archive it belongs to. */
const findRecord = (spec: SiteSpec, path: string) => {
  for (const where of archivesOf(spec)) {
    const base = normalizePath(`${where.prefix}${where.archive.detailSlug}`)
    if (!path.startsWith(`${base}/`)) continue
    const segment = path.slice(base.length + 1)
    const record = where.archive.records.find((entry) => entry.pathSegment === segment)
    if (record) return { where, record }
  }
  return null
}

/** The detail page of the record `path` names; null when it names none. */
export const newsDetailPage = (
  spec: SiteSpec,
  site: CompiledSite,
  path: string,
): AnyPageJson | null => {
  const found = findRecord(spec, path)
  if (!found) return null
  const { where, record } = found
  const listPage = site.pages.get(normalizePath(listPathOf(spec, where))) as PageJson | undefined
  if (!listPage) return null
  const item = listItem(where, record)
  const related = (record.related ?? []).flatMap((key) => {
    const other = where.archive.records.find((entry) => entry.key === key)
    return other ? [listItem(where, other)] : []
  })
  const detail: ContentElement = {
    id: listPage.id * 100 + 90,
    type: 'news_pi1',
    colPos: 0,
    categories: '',
    appearance: { layout: 'default', frameClass: 'default', spaceBefore: '', spaceAfter: '' },
    content: {
      header: '',
      subheader: '',
      headerLayout: 0,
      headerPosition: '',
      headerLink: '',
      data: {
        detail: {
          ...item,
          bodytext: record.bodytext,
          canonical: path,
          related,
        },
        settings: { templateLayout: '', action: 'detail' },
        contentElements: [],
      },
    },
  }
  const crumb: BreadcrumbItem = {
    title: record.title,
    link: path,
    target: '',
    active: 1,
    current: 1,
    spacer: 0,
    hasSubpages: 0,
    permaLink: `${where.prefix}/?id=${listPage.id}&tx_news_pi1%5Bnews%5D=${record.uid}`,
  }
  const description = record.description ?? record.teaser
  const image = item.media[0] ?? null
  const i18n = spec.locales.map((locale) => {
    const other = archivesOf(spec).find((entry) => entry.locale === locale)
    const translation = other?.archive.records.find((entry) => entry.key === record.key)
    const link =
      other && translation ? detailUrl(other, translation) : `${localePrefix(spec, locale)}/`
    return i18nEntry(locale, link, {
      active: locale === where.locale,
      current: locale === where.locale,
      available: translation !== undefined,
    })
  })
  return {
    ...listPage,
    slug: path,
    // A guide page answers the classic `meta` (a page with the newer `seo` keeps its own).
    ...(listPage.meta && {
      meta: {
        ...listPage.meta,
        title: record.title,
        description,
        keywords: record.keywords ?? '',
        author: record.author,
        ogTitle: record.title,
        ogDescription: description,
        ogImage: image,
        twitterTitle: record.title,
        twitterDescription: description,
        twitterImage: image,
        twitterCard: image ? 'summary_large_image' : 'summary',
      },
    }),
    breadcrumbs: [
      ...listPage.breadcrumbs.map((entry) => ({ ...entry, current: 0 as const })),
      crumb,
    ],
    content: { colPos0: [detail] },
    i18n,
  }
}
