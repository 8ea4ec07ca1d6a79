import type { Brand } from '../../../src/brands/brand'
import type { ContentElement, Layout, RedirectJson } from '../types'
import type { Builder } from './builders'
import type { NewsArchiveSpec } from './news-records'

/**
 * How demo content is written: a site is a list of locales, a locale a list of pages; each page
 * names its parent by key and builds its elements with the builder. The assembler
 * (../assemble.ts) turns this into EXT:headless JSON, computing navigation, breadcrumbs, i18n
 * links and menus from the page tree. Translations of a page share its `key`.
 */

/** A demo site is one of the storefront's brands (src/brands/brand.ts). */
export type { Brand }

export type Columns = { colPos0: ContentElement[]; colPos1?: ContentElement[] }

export interface PageSpec {
  key: string
  /** Path without the locale prefix: '/' or '/ratgeber/immunsystem'. */
  slug: string
  title: string
  /** Title in menus and breadcrumbs, if shorter than the page title. */
  navTitle?: string
  /** Key of the parent page; every page but the home page has one. */
  parent?: string
  /** Left out of the main navigation (service pages, the error page, drafts). */
  hidden?: boolean
  subtitle?: string
  abstract?: string
  description: string
  keywords?: string
  layout?: Layout
  backendLayout?: string
  themeWorld?: string
  layoutColor?: string
  draft?: boolean
  /**
   * In no menu, not even the sitemap element's: a page reached only at its address (a posting
   * past its closing date, which its list no longer shows).
   */
  unlisted?: boolean
  noIndex?: boolean
  /** Hidden by the storefront when it appears in another page's breadcrumbs. */
  breadcrumbException?: boolean
  /** Answer the newer `seo` object instead of `meta`, with `seo.meta` as a list or an object. */
  seo?: 'list' | 'object'
  /**
   * Page-level `i18n` (newer EXT:headless versions); default true. A standard site's page may
   * go without, as older installations answer: the storefront takes the initial data's then.
   */
  pageI18n?: boolean
  /** Open Graph / Twitter picture (media name without extension) and titles. */
  social?: { image: string; title?: string; description?: string }
  /** Page resources (media names). */
  media?: string[]
  /** Food-supplement notice on this page (default: true unless hidden). */
  mandatory?: boolean
  ecommerce?: { dynamicBanner?: boolean; staticBanner?: boolean }
  content: (b: Builder) => ContentElement[] | Columns
  popup?: (b: Builder) => ContentElement[]
}

export type FooterLink = string | { title: string; href: string; target?: string }

export interface LocaleSpec {
  /** Path prefix and language code: 'de', 'en'. */
  code: string
  languageId: number
  /** TYPO3 locale, e.g. 'de_DE.UTF-8'. */
  locale: string
  title: string
  hreflang: string
  flag: string
  texts: Record<string, string>
  author: string
  mandatoryText: string
  pages: PageSpec[]
  footer: { title: string; links: FooterLink[] }[]
  /** Keyed by path without the locale prefix; `redirectUrl` is a full path or URL. */
  redirects: Record<string, RedirectJson>
  /** Elements stored once and referenced by shortcut elements. */
  shared?: Record<string, (b: Builder) => ContentElement[]>
  /** The guide's articles (EXT:news records), listed by the news plugin (../news-route.ts). */
  news?: NewsArchiveSpec
}

export interface SiteSpec {
  id: string
  brand: Brand
  brandName: string
  /** The shop's root category (matches the storefront's sites config). */
  rootCategoryId: number
  /** Page uids by page key: translations share the uid, as TYPO3 overlays do. */
  pageIds: Record<string, number>
  /** uid of the folder that holds shared elements. */
  storageId: number
  /** The first locale is the default one (no path prefix). */
  locales: LocaleSpec[]
  /**
   * 'project' (default): EXT:headless plus this project's fields (texts and footer groups in
   * the initial data; theme world, popup … on pages). 'standard': exactly what a plain
   * EXT:headless installation answers (../standard-shape.ts); the footer groups become its
   * `footerNavigation` menu, `texts` and `mandatoryText` are not sent.
   */
  shape?: 'project' | 'standard'
}
