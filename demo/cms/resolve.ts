import { compileSite } from './assemble'
import type { AnyInitialDataJson, AnyPageJson, CompiledLocale, CompiledSite } from './compiled-site'
import type { SiteSpec } from './content/model'
import { newsDetailPage, withNewsLists } from './news-route'
import { withPharmacyQuery } from './pharmacy-route'
import { productRoute } from './product-route'
import { withJobDemand } from './job-demand'
import { withRecipeDemand } from './recipe-demand'
import { SERVED_SITE_SPECS, SITE_SPECS } from './sites'
import { localePrefix, normalizePath, pagePath } from './tree'
import type { RedirectJson } from './types'

/**
 * What the demo CMS answers for a site and a storefront path, as TYPO3 with EXT:headless would:
 * a page, the initial data (`?type=834` or the initial-data.json fallback), a redirect, or the
 * locale's error page with status 404.
 */

/** The page type of EXT:headless initial data. */
export const INITIAL_DATA_TYPE = '834'

export type CmsAnswer =
  | { status: 200; kind: 'page'; body: AnyPageJson }
  | { status: 200; kind: 'initial-data'; body: AnyInitialDataJson }
  | { status: 200; kind: 'redirect'; body: RedirectJson }
  | { status: 404; kind: 'not-found'; body: AnyPageJson }
  | { status: 404; kind: 'unknown-site'; body: { error: string } }

const compiled = new Map<string, CompiledSite>()

/** The compiled site (built on first use, then kept: the content is immutable). */
export const getSite = (siteId: string): CompiledSite | undefined => {
  const cached = compiled.get(siteId)
  if (cached) return cached
  const spec = SERVED_SITE_SPECS.find((site) => site.id === siteId)
  if (!spec) return undefined
  const site = compileSite(spec)
  compiled.set(siteId, site)
  return site
}

const safeDecode = (path: string): string => {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** The locale whose prefix starts `path`; the default locale (no prefix) otherwise. */
const localeOf = (site: CompiledSite, path: string): CompiledLocale => {
  const first = `/${path.split('/')[1] ?? ''}`
  const prefixed = site.locales.find((locale) => locale.prefix !== '' && locale.prefix === first)
  return prefixed ?? (site.locales[0] as CompiledLocale)
}

/** A draft page (TYPO3: a hidden page), which only an editor's backend session is shown. */
const isDraft = (page: AnyPageJson): boolean => (page as { draft?: boolean }).draft === true

/**
 * `rawPath` is the storefront path with its locale prefix; `type` the page type parameter;
 * `query` the rest of the request's query, which plugins read (the news list: ./news-route.ts);
 * `backendSession` whether the request carries an editor's TYPO3 backend session, without
 * which a draft is the 404 it is to everyone else (TYPO3's visibility aspect).
 */
export const resolveCms = (
  siteId: string,
  rawPath: string,
  type: string | undefined,
  query: URLSearchParams = new URLSearchParams(),
  { backendSession = false }: { backendSession?: boolean } = {},
): CmsAnswer => {
  const site = getSite(siteId)
  const spec = SERVED_SITE_SPECS.find((entry) => entry.id === siteId)
  if (!site || !spec)
    return { status: 404, kind: 'unknown-site', body: { error: `Unknown site '${siteId}'` } }
  const path = normalizePath(safeDecode(rawPath))
  const locale = localeOf(site, path)
  const rest = normalizePath(path.slice(locale.prefix.length))
  const notFound: CmsAnswer = { status: 404, kind: 'not-found', body: locale.errorPage }

  if (rest === '/initial-data.json')
    return { status: 200, kind: 'initial-data', body: locale.initialData }
  const found = site.pages.get(path)
  const stored = found && isDraft(found) && !backendSession ? undefined : found
  const page = stored
    ? withPharmacyQuery(
        withJobDemand(withRecipeDemand(withNewsLists(spec, path, stored, query), query), query),
        query,
      )
    : newsDetailPage(spec, site, path)
  if (type === INITIAL_DATA_TYPE) {
    return page ? { status: 200, kind: 'initial-data', body: locale.initialData } : notFound
  }
  if (page) return { status: 200, kind: 'page', body: page }
  const product = productRoute(site, path)
  if (product) return { status: 200, kind: 'page', body: product }
  const redirect = site.redirects.get(path)
  if (redirect) return { status: 200, kind: 'redirect', body: redirect }
  return notFound
}

/** The key of each site's long content page (every element type; the benchmarks read it). */
export const LONG_PAGE_KEY = 'guide-main'

export interface DemoPage {
  siteId: string
  locale: string
  key: string
  /** Storefront path, locale prefix included. */
  path: string
}

/**
 * Every page of every brand demo site (error page included), for tests, benchmarks and docs;
 * `specs` names other sites (the standard-shaped reference site has a test of its own).
 */
export const listDemoPages = (specs: readonly SiteSpec[] = SITE_SPECS): DemoPage[] =>
  specs.flatMap((spec) =>
    spec.locales.flatMap((locale) =>
      locale.pages.map((page) => ({
        siteId: spec.id,
        locale: locale.code,
        key: page.key,
        path: pagePath(localePrefix(spec, locale), page.slug),
      })),
    ),
  )
