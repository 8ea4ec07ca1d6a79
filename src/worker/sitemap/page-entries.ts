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
import { cacheKey, type CacheIdentity } from '../cache/cache-key'
import type { CmsClient } from '../cms/client'
import type { CmsInitialData } from '../cms/cms-initial-data'
import { loadInitialData, loadPage } from '../cms/load'
import { STALE_WHILE_REVALIDATE_MS, type UpstreamCache } from '../cache/upstream-cache'
import type { RequestLog } from '../request-log'
import { MAX_PAGES_PER_LOCALE, PARALLEL_REQUESTS } from './limits'
import { mapLimited } from './map-limited'
import { sitemapFilePath } from './sitemap-files'
import type { SitemapAlternate, SitemapEntry } from './sitemap-xml'

/**
 * A locale's pages file: the pages its CMS navigation and footer link (EXT:headless's menus in
 * the initial data), each read through the upstream cache (so the sitemap says what the pages
 * themselves say), with the language versions each page names in its `i18n`. Left out: links
 * off the site (external pages), pages of another locale, the shopper's own pages (cart,
 * sign-in, account, checkout success: nothing to find there), pages that answer a redirect
 * (shortcuts) or not at all, drafts, and pages whose robots meta says noindex. A page that
 * no menu links is not found here: the menus' levels are what the sitemap covers.
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

interface Clients {
  cache: UpstreamCache
  cms: CmsClient
  log: RequestLog
}

const readPageEntries = async (
  { cache, cms, log }: Clients,
  site: SiteConfig,
  locale: string,
): Promise<SitemapEntry[]> => {
  const prefix = localePrefix(locale, site.defaultLocale)
  const initialData = await loadInitialData(cache, cms, { site, locale, localePrefix: prefix })
  const candidates = menuPaths(initialData.value, site, locale)
  if (candidates.length > MAX_PAGES_PER_LOCALE) {
    log.warn(
      `[sitemap] ${site.id} (${locale}): the menus link ${candidates.length} pages; the first ${MAX_PAGES_PER_LOCALE} are listed`,
    )
  }
  // A page the CMS cannot answer fails the whole file: no sitemap with holes is stored.
  const entries = await mapLimited(
    candidates.slice(0, MAX_PAGES_PER_LOCALE),
    PARALLEL_REQUESTS,
    async (path): Promise<SitemapEntry | null> => {
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
      return { path, alternates: alternatesOf(value.page, initialData.value, site) }
    },
  )
  return entries.filter((entry) => entry !== null)
}

/** The locale's pages file's entries, through the upstream cache (a site or locale purge clears it). */
export const loadPageEntries = async (
  clients: Clients,
  site: SiteConfig,
  locale: string,
): Promise<SitemapEntry[]> => {
  const identity: CacheIdentity = {
    kind: 'page',
    site: site.id,
    locale,
    path: sitemapFilePath({ kind: 'pages', locale }),
  }
  const cached = await clients.cache.get(await cacheKey(identity), identity, async () => ({
    value: await readPageEntries(clients, site, locale),
    store: true,
    freshForMs: site.cache.ttlSeconds * 1000,
    staleForMs: STALE_WHILE_REVALIDATE_MS,
    pageId: null,
  }))
  return cached.value
}
