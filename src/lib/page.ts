/**
 * The normalised page model shared by the worker (which builds it from TYPO3 EXT:headless JSON)
 * and the React tree (which renders it on the server and in the browser).
 * SPEC.md section 2 'Page data exposed' and section 3 'Page data'.
 */

export interface Media {
  url: string
  alt: string
  title: string
  width: number | null
  height: number | null
  mimeType: string
}

export interface LinkValue {
  href: string
  target: string
  title: string
}

export interface NavItem {
  title: string
  link: string
  target: string
  active: boolean
  current: boolean
  children: NavItem[]
}

export interface Breadcrumb {
  title: string
  link: string
  /** Stable link to the page (TYPO3 t3://page?uid=…, rendered as /?id=…): copied on Ctrl/Cmd-click. */
  permaLink: string
  current: boolean
  /** Entries marked as exceptions are never shown. */
  exception: boolean
}

export interface PageMeta {
  title: string
  description: string
  /** Robots directives as sent in the meta tag, e.g. 'index,follow'. */
  robots: string
  twitterTitle: string
  twitterDescription: string
  twitterImage: string
  twitterCard: string
  ogTitle: string
  ogDescription: string
  ogImage: string
  canonical: string
}

export interface LanguageLink {
  languageId: number
  twoLetterIsoCode: string
  hreflang: string
  title: string
  link: string
  direction: 'ltr' | 'rtl'
  active: boolean
  available: boolean
}

export interface ElementAppearance {
  layout: string
  frameClass: string
  spaceBefore: string
  spaceAfter: string
}

/**
 * One TYPO3 content element. The worker parses `content` with the schema of the element's type
 * before the page is cached (src/elements/registry/schemas.ts), so renders read it as it is.
 */
export interface ContentElement {
  id: number
  type: string
  colPos: number
  appearance: ElementAppearance
  content: Record<string, unknown>
  /**
   * Why the element cannot render; its content is then empty for the render (the cached page
   * keeps an unknown type's content as the CMS sent it). Absent when it can.
   */
  problem?: 'unknown-type' | 'invalid-content'
}

export interface Page {
  id: number
  /** TYPO3 page type (doktype name), e.g. 'Standard'. */
  pageType: string
  slug: string
  title: string
  subtitle: string
  author: string
  mandatoryText: string
  media: Media[]
  themeWorld: string
  layoutColor: string
  breadcrumbs: Breadcrumb[]
  isDraft: boolean
  isHomepage: boolean
  appearance: { backendLayout: string; layout: string }
  meta: PageMeta
  i18n: LanguageLink[]
  /** Content elements by column, keyed 'colPos0', 'colPos1', … */
  content: Record<string, ContentElement[]>
  popupContent: ContentElement[]
  ecommerce: { dynamicBanner: boolean; staticBanner: boolean }
  /** Set when an editor previews a workspace; such pages are never cached. */
  workspace: { id: number; title: string } | null
}

/**
 * The site-wide data of a locale as a page carries it (DESIGN.md section 4, "a page carries what
 * it shows"): the navigation levels and links the chrome renders, and where the locale's
 * interface texts are. The texts themselves are not in it: a page's snapshot holds the texts its
 * render used (Bootstrap.translations), and the browser loads the rest from `textsUrl` when it
 * needs more (src/app/services/translations.ts).
 */
export interface InitialData {
  /** The navigation root(s); the header shows the first root's children and theirs. */
  navigation: NavItem[]
  i18n: LanguageLink[]
  /**
   * The address of the locale's interface texts (SPEC.md message keys, labels) as one JSON
   * object: named by the build and the texts' content, so it can be cached for good.
   */
  textsUrl: string
  /** Footer link groups. */
  footer: { title: string; links: NavItem[] }[]
}

/**
 * What a page path resolves to: a page, a CMS redirect, or not found (with the CMS's own error
 * page as fallback content when it sent one along with its 404).
 */
export type PagePayload =
  | { kind: 'page'; status: 200; page: Page }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'not-found'; status: 404; page: Page | null }
