/**
 * The JSON shapes the demo CMS answers with: TYPO3 EXT:headless output (see
 * ../shared/typo3/page.json and initialData.json) plus the project's custom page fields, and
 * the standard shape alone (StandardPageJson) for the reference site of a plain installation.
 * Flags are 0/1 numbers, as TYPO3 sends them.
 */

export type Flag = 0 | 1

export interface NavItem {
  title: string
  link: string
  target: string
  active: Flag
  current: Flag
  spacer: Flag
  hasSubpages: Flag
  children?: NavItem[]
}

/** A rootline entry; `exception` entries are hidden by the storefront, `permaLink` is copied. */
export interface BreadcrumbItem extends Omit<NavItem, 'children'> {
  permaLink: string
  exception?: true
}

export interface I18nItem {
  languageId: number
  locale: string
  title: string
  navigationTitle: string
  twoLetterIsoCode: string
  hreflang: string
  direction: 'ltr' | 'rtl'
  flag: string
  link: string
  active: Flag
  current: Flag
  available: Flag
}

export interface Dimensions {
  width: number
  height: number
}

/** A file reference as EXT:headless renders it (images and downloads alike). */
export interface FileRef {
  publicUrl: string
  properties: {
    title: string | null
    alternative: string | null
    description: string | null
    mimeType: string
    type: 'image' | 'application'
    filename: string
    originalUrl: string
    uidLocal: number
    fileReferenceUid: number
    size: string
    link: string | null
    dimensions: Dimensions
    cropDimensions: Dimensions
    crop: '' | Record<string, unknown>
    autoplay: null
    extension: string
  }
}

export interface HeaderLink {
  href: string
  target: string | null
  class: string | null
  title: string | null
  linkText: string
  additionalAttributes: Record<string, string> | []
}

export interface HeaderFields {
  header: string
  subheader: string
  headerLayout: 0 | 1 | 2 | 3 | 4 | 5
  headerPosition: '' | 'center' | 'right'
  headerLink: '' | HeaderLink
}

export interface Gallery {
  position: {
    horizontal: 'left' | 'center' | 'right'
    vertical: 'above' | 'below' | 'intext'
    noWrap: boolean
  }
  width: number
  count: { files: number; columns: number; rows: number }
  columnSpacing: number
  border: { enabled: boolean; width: number; padding: number }
  rows: Record<string, { columns: Record<string, FileRef> }>
}

export interface ElementAppearance {
  layout: string
  frameClass: string
  spaceBefore: string
  spaceAfter: string
}

export interface ContentElement {
  id: number
  type: string
  colPos: number
  categories: string
  appearance: ElementAppearance
  content: HeaderFields & Record<string, unknown>
}

export type Layout = 'default' | 'layout-1' | 'layout-2' | 'layout-3'

export interface PageMeta {
  title: string
  subtitle: string
  abstract: string
  description: string
  keywords: string
  canonical: string
  robots: { noIndex: boolean; noFollow: boolean }
  author: string
  authorEmail: string
  ogTitle: string
  ogDescription: string
  ogImage: FileRef | null
  twitterTitle: string
  twitterDescription: string
  twitterCard: string
  twitterImage: FileRef | null
}

/** The newer EXT:headless `seo` object, which replaces `meta`. */
export interface PageSeo {
  title: string
  meta:
    | ({ name: string; content: string } | { property: string; content: string })[]
    | Record<string, string>
  link: (
    { rel: 'canonical'; href: string } | { rel: 'alternate'; hreflang: string; href: string }
  )[]
  htmlAttrs: { lang: string; dir: 'ltr' | 'rtl' }
  bodyAttrs: { class: string }
}

export interface PageJson {
  id: number
  type: 'Standard'
  slug: string
  media: FileRef[]
  meta?: PageMeta
  seo?: PageSeo
  categories: string
  breadcrumbs: BreadcrumbItem[]
  appearance: { layout: Layout; backendLayout: string; layoutColor: string }
  content: Record<string, ContentElement[]>
  i18n: I18nItem[]
  themeWorld: string
  draft: boolean
  mandatoryText: string
  popup: ContentElement[]
  ecommerce: { dynamicBanner: boolean; staticBanner: boolean }
}

export interface InitialDataJson {
  navigation: NavItem[]
  i18n: I18nItem[]
  texts: Record<string, string>
  footer: { title: string; links: NavItem[] }[]
}

export interface RedirectJson {
  redirectUrl: string
  statusCode: 301 | 302 | 307 | 308
}

/**
 * What a standard EXT:headless installation answers (../shared/typo3/page.json): the page
 * without this project's fields (theme world, draft flag, mandatory text, popup, e-commerce
 * banners, layout colour, breadcrumb permalinks). `i18n` is there in newer EXT:headless
 * versions only.
 */
export interface StandardPageJson extends Omit<
  PageJson,
  | 'appearance'
  | 'breadcrumbs'
  | 'i18n'
  | 'themeWorld'
  | 'draft'
  | 'mandatoryText'
  | 'popup'
  | 'ecommerce'
> {
  appearance: { layout: string; backendLayout: string }
  breadcrumbs: Omit<NavItem, 'children'>[]
  i18n?: I18nItem[]
}

/**
 * Standard initial data: EXT:headless's `navigation` and `i18n`, plus the footer menu a site
 * adds with one more headless-menu data processor in its initialData TypoScript.
 */
export interface StandardInitialDataJson {
  navigation: NavItem[]
  i18n: I18nItem[]
  footerNavigation: NavItem[]
}
