import type { SiteConfig } from '../../brands/sites'
import { localePrefix, matchLocale, trimTrailingSlash } from '../../lib'
import { recordListsOf } from '../../elements/record-lists'
import { cacheKey, type CacheIdentity } from '../upstream-cache/cache-key'
import { STALE_WHILE_REVALIDATE_MS } from '../upstream-cache/upstream-cache'
import { loadPage } from '../cms/load'
import { LIST_PAGES_PER_FILE, PARALLEL_REQUESTS } from './limits'
import { mapLimited } from './map-limited'
import { loadPageSurvey, type Clients, type PageSurvey } from './page-entries'
import { sitemapFilePath } from './sitemap-files'
import type { SitemapEntry } from './sitemap-xml'

/**
 * The records files of a locale: the detail pages of the records its list pages list (the
 * guide's articles, recipes, open job postings), read the way the lists show them: one CMS
 * page of the list (`?page=N`, which TYPO3 maps onto the list plugin's current page) at a time,
 * LIST_PAGES_PER_FILE of them per file (./limits.ts), never one request per record. The lists'
 * pages, in the survey's order, are numbered through; file n holds the records of its share.
 * Records come without alternates: the list action does not send a record's translations, and
 * reading each detail page for them is what the limits forbid; each detail page's own head
 * names its language versions.
 */

interface ListPage {
  path: string
  page: number
}

/** Every page of every record list of the survey, in order. */
const listPagesOf = (survey: PageSurvey): ListPage[] =>
  survey.lists.flatMap(({ path, pages }) =>
    Array.from({ length: pages }, (_, index) => ({ path, page: index + 1 })),
  )

/** How many records files the locale's survey needs (0 without record lists). */
export const recordFileCount = (survey: PageSurvey): number =>
  Math.ceil(listPagesOf(survey).length / LIST_PAGES_PER_FILE)

/** A record's address as a path of this locale, or null for one off the site or in another. */
const recordPathOf = (link: string, site: SiteConfig, locale: string): string | null => {
  if (!link.startsWith('/') || link.startsWith('//')) return null
  const path = trimTrailingSlash(link.replace(/[?#].*$/, ''))
  const codes = site.locales.map(({ code }) => code)
  return matchLocale(path, codes, site.defaultLocale).locale === locale ? path : null
}

const readRecordEntries = async (
  clients: Clients,
  site: SiteConfig,
  locale: string,
  survey: PageSurvey,
  file: number,
): Promise<SitemapEntry[]> => {
  const { cache, cms, log } = clients
  const share = listPagesOf(survey).slice(
    (file - 1) * LIST_PAGES_PER_FILE,
    file * LIST_PAGES_PER_FILE,
  )
  const now = Date.now()
  // A list page the CMS cannot answer fails the whole file, as in the pages file.
  const links = await mapLimited(share, PARALLEL_REQUESTS, async ({ path, page }) => {
    const query = new URLSearchParams(page > 1 ? { page: String(page) } : {})
    const prefix = localePrefix(locale, site.defaultLocale)
    const request = { site, locale, localePrefix: prefix, path, query, previewCookie: null }
    const { value } = await loadPage(cache, cms, request, log)
    if (value.kind !== 'page') return []
    return recordListsOf(value.page, now).flatMap((list) => list.links)
  })
  const paths = links.flat().flatMap((link) => {
    const path = recordPathOf(link, site, locale)
    return path === null ? [] : [path]
  })
  return [...new Set(paths)].map((path) => ({ path, alternates: [] }))
}

/**
 * File `file` of the locale's records files, through the upstream cache (a site purge clears
 * it); null past the last file. The survey is read once for both.
 */
export const loadRecordEntries = async (
  clients: Clients,
  site: SiteConfig,
  locale: string,
  file: number,
): Promise<SitemapEntry[] | null> => {
  const survey = await loadPageSurvey(clients, site, locale)
  if (file > recordFileCount(survey)) return null
  const identity: CacheIdentity = {
    kind: 'page',
    site: site.id,
    locale,
    path: sitemapFilePath({ kind: 'records', locale, file }),
  }
  const cached = await clients.cache.get(await cacheKey(identity), identity, async () => ({
    value: await readRecordEntries(clients, site, locale, survey, file),
    store: true,
    freshForMs: site.cache.ttlSeconds * 1000,
    staleForMs: STALE_WHILE_REVALIDATE_MS,
    pageId: null,
  }))
  return cached.value
}
