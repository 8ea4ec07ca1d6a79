import { pageLanguages } from '../../app'
import { pageLinkFor, type PageLinkName } from '../../brands/page-links'
import type { SiteConfig } from '../../brands/sites'
import {
  localePrefix,
  matchLocale,
  trimTrailingSlash,
  withLocale,
  type NavItem,
  type Page,
} from '../../lib'
import { cacheKey, type CacheIdentity } from '../upstream-cache/cache-key'
import type { CmsClient } from '../cms/client'
import type { CmsInitialData } from '../cms/cms-initial-data'
import { loadInitialData, loadPage } from '../cms/load'
import { STALE_WHILE_REVALIDATE_MS, type UpstreamCache } from '../upstream-cache/upstream-cache'
import type { RequestLog } from '../reporting/request-log'
import { recordListsOf } from '../../elements/record-lists'
import { MAX_LIST_PAGES, MAX_PAGES_PER_LOCALE, PARALLEL_REQUESTS } from './limits'
import { mapLimited } from './map-limited'
import type { SitemapAlternate, SitemapEntry } from './sitemap-xml'

/**
 * A locale's pages file: the pages its CMS navigation and footer link (EXT:headless's menus in
 * the initial data), each read through the upstream cache (so the sitemap says what the pages
 * themselves say), with the language versions each page names in its `i18n`. Left out: links
 * off the site (external pages), pages of another locale, the shopper's own pages (cart,
 * sign-in, account, checkout success: nothing to find there), pages that answer a redirect
 * (shortcuts) or not at all, drafts, and pages whose robots meta says noindex. A page that
 * no menu links is not found here: the menus' levels are what the sitemap covers; the records
 * their list pages list (articles, recipes, postings) are the records files' (./record-entries.ts),
 * which this same walk tells where the lists are.
 */

/** The shopper's own pages; `account` also stands for every page below it. */
const PRIVATE_PAGES: readonly PageLinkName[] = [
  'cart',
  'login',
  'register',
  'password',
  'success',
  'account',
]

const linksOf = (items: readonly NavItem[]): string[] =>
  items.flatMap((item) => [item.link, ...linksOf(item.children)])

/** A menu link as a site path ('/en/about'), or null for a link off the site. */
const sitePathOf = (link: string): string | null => {
  if (!link.startsWith('/') || link.startsWith('//')) return null
  const path = link.replace(/[?#].*$/, '')
  return trimTrailingSlash(path)
}

/** The locale's candidate paths, each once, in menu order. */
export const menuPaths = (
  initialData: Pick<CmsInitialData, 'navigation' | 'footer'>,
  site: SiteConfig,
  locale: string,
): string[] => {
  const codes = site.locales.map(({ code }) => code)
  const privatePaths = PRIVATE_PAGES.map((name) =>
    withLocale(pageLinkFor(site.pageLinks, name, locale), locale, site.defaultLocale),
  )
  const isPrivate = (path: string) =>
    privatePaths.some((own) => path === own || (own !== '/' && path.startsWith(`${own}/`)))
  const links = [
    ...linksOf(initialData.navigation),
    ...initialData.footer.flatMap((group) => linksOf(group.links)),
  ]
  const paths = links.flatMap((link) => {
    const path = sitePathOf(link)
    if (path === null || isPrivate(path)) return []
    return matchLocale(path, codes, site.defaultLocale).locale === locale ? [path] : []
  })
  return [...new Set(paths)]
}

/**
 * The page's language versions the site serves and the page has, and `x-default`. Only from the
 * page's own `i18n`: older EXT:headless versions send none, and the initial data's, which the
 * language switcher falls back on, links each language's home page, not this page's translation.
 */
const alternatesOf = (
  page: Page,
  initialData: CmsInitialData,
  site: SiteConfig,
): SitemapAlternate[] => {
  if (page.i18n.length === 0) return []
  const languages = pageLanguages(page, { ...initialData, textsUrl: '' }, site.locales).filter(
    (language) => language.available && sitePathOf(language.link) !== null,
  )
  if (languages.length < 2) return []
  const defaultLanguageId = site.locales.find(({ code }) => code === site.defaultLocale)?.languageId
  const fallback = languages.find((language) => language.languageId === defaultLanguageId)
  return [
    ...languages.map(({ hreflang, link }) => ({ hreflang, path: link })),
    ...(fallback ? [{ hreflang: 'x-default', path: fallback.link }] : []),
  ]
}

export interface Clients {
  cache: UpstreamCache
  cms: CmsClient
  log: RequestLog
}

/** A listed page that holds record lists, and how many pages (`?page=N`) its lists have. */
export interface RecordListPage {
  path: string
  pages: number
}

/**
 * One walk of a locale's menu pages: the pages file's entries, and the record lists among those
 * pages (a list on a page left out, a draft or noindex, is left out with it).
 */
export interface PageSurvey {
  entries: SitemapEntry[]
  lists: RecordListPage[]
}

const readPageSurvey = async (
  { cache, cms, log }: Clients,
  site: SiteConfig,
  locale: string,
): Promise<PageSurvey> => {
  const prefix = localePrefix(locale, site.defaultLocale)
  const initialData = await loadInitialData(cache, cms, { site, locale, localePrefix: prefix })
  const candidates = menuPaths(initialData.value, site, locale)
  if (candidates.length > MAX_PAGES_PER_LOCALE) {
    log.warn(
      `[sitemap] ${site.id} (${locale}): the menus link ${candidates.length} pages; the first ${MAX_PAGES_PER_LOCALE} are listed`,
    )
  }
  const now = Date.now()
  // A page the CMS cannot answer fails the whole file: no sitemap with holes is stored.
  const found = await mapLimited(
    candidates.slice(0, MAX_PAGES_PER_LOCALE),
    PARALLEL_REQUESTS,
    async (path): Promise<{ entry: SitemapEntry; list: RecordListPage | null } | null> => {
      const { value } = await loadPage(
        cache,
        cms,
        {
          site,
          locale,
          localePrefix: prefix,
          path,
          query: new URLSearchParams(),
          previewCookie: null,
        },
        log,
      )
      if (value.kind !== 'page' || value.page.isDraft) return null
      if (/\bnoindex\b/i.test(value.page.meta.robots)) return null
      const entry = { path, alternates: alternatesOf(value.page, initialData.value, site) }
      const lists = recordListsOf(value.page, now)
      if (lists.length === 0) return { entry, list: null }
      const pages = Math.max(...lists.map((list) => list.pages))
      if (pages > MAX_LIST_PAGES) {
        log.warn(
          `[sitemap] ${site.id} ${path}: a list of ${pages} pages; the first ${MAX_LIST_PAGES} are listed`,
        )
      }
      return { entry, list: { path, pages: Math.min(pages, MAX_LIST_PAGES) } }
    },
  )
  return {
    entries: found.flatMap((page) => (page ? [page.entry] : [])),
    lists: found.flatMap((page) => (page?.list ? [page.list] : [])),
  }
}

/**
 * The locale's survey through the upstream cache, one entry per locale that the pages file,
 * the records files and the index share (a site or locale purge clears it).
 */
export const loadPageSurvey = async (
  clients: Clients,
  site: SiteConfig,
  locale: string,
): Promise<PageSurvey> => {
  const identity: CacheIdentity = {
    kind: 'page',
    site: site.id,
    locale,
    path: `/sitemap-survey-${locale}`,
  }
  const cached = await clients.cache.get(await cacheKey(identity), identity, async () => ({
    value: await readPageSurvey(clients, site, locale),
    store: true,
    freshForMs: site.cache.ttlSeconds * 1000,
    staleForMs: STALE_WHILE_REVALIDATE_MS,
    pageId: null,
  }))
  return cached.value
}

/** The locale's pages file's entries. */
export const loadPageEntries = async (
  clients: Clients,
  site: SiteConfig,
  locale: string,
): Promise<SitemapEntry[]> => (await loadPageSurvey(clients, site, locale)).entries
