import type { LocaleSpec, PageSpec, SiteSpec } from './content/model'
import type { Flag, NavItem } from './types'

/** Pages that are rendered for other addresses and never linked (see inSitemap). */
const TEMPLATE_PAGES: ReadonlySet<string> = new Set(['error', 'product-detail'])

/** Paths and the page tree of one locale: menu entries, rootlines, children. */

/** Collapses double slashes and drops a trailing slash: '/en/' → '/en', '' → '/'. */
export const normalizePath = (path: string): string => {
  const collapsed = `/${path}`.replace(/\/{2,}/g, '/').replace(/\/$/, '')
  return collapsed === '' ? '/' : collapsed
}

export const flag = (value: boolean): Flag => (value ? 1 : 0)

/** The default locale has no path prefix; the others are prefixed with their code ('/en'). */
export const localePrefix = (site: SiteSpec, locale: LocaleSpec) =>
  locale === site.locales[0] ? '' : `/${locale.code}`

/** The storefront path of a page: '/en/' for the English home page, '/en/about-us' otherwise. */
export const pagePath = (prefix: string, slug: string) =>
  slug === '/' ? `${prefix}/` : `${prefix}${slug}`

export const createTree = (site: SiteSpec, locale: LocaleSpec) => {
  const prefix = localePrefix(site, locale)
  const byKey = new Map(locale.pages.map((page) => [page.key, page]))
  const get = (key: string): PageSpec => {
    const page = byKey.get(key)
    if (!page) throw new Error(`${site.id}/${locale.code}: no page with key '${key}'`)
    return page
  }
  const uid = (key: string): number => {
    const id = site.pageIds[key]
    if (id === undefined) throw new Error(`${site.id}: no page uid for key '${key}'`)
    return id
  }
  const path = (page: PageSpec): string => pagePath(prefix, page.slug)
  /** The error page and drafts are in no menu; hidden pages only in the sitemap. */
  // The error page and the product page's template exist only to be rendered for other
  // addresses (a missing page; `<products page>/<url key>`): a link to either is a 404.
  const inSitemap = (page: PageSpec) =>
    !TEMPLATE_PAGES.has(page.key) && !page.draft && !page.unlisted
  const inNavigation = (page: PageSpec) => inSitemap(page) && !page.hidden
  const childrenOf = (key: string) => locale.pages.filter((page) => page.parent === key)
  const rootline = (page: PageSpec): PageSpec[] =>
    page.parent === undefined ? [page] : [...rootline(get(page.parent)), page]
  const home = locale.pages.find((page) => page.parent === undefined)
  if (!home) throw new Error(`${site.id}/${locale.code}: no home page`)

  /**
   * A menu entry for `page`, seen from `current` (active: in its rootline; current: itself), with
   * `depth` levels of children that pass `include`.
   */
  const navItem = (
    page: PageSpec,
    current: PageSpec | undefined,
    depth = 0,
    include: (page: PageSpec) => boolean = inNavigation,
  ): NavItem => {
    const trail = current ? rootline(current) : []
    const item: NavItem = {
      title: page.navTitle ?? page.title,
      link: path(page),
      target: '',
      active: flag(trail.includes(page)),
      current: flag(page === current),
      spacer: 0,
      hasSubpages: flag(childrenOf(page.key).some(inSitemap)),
    }
    const children = depth > 0 ? childrenOf(page.key).filter(include) : []
    if (children.length > 0) {
      item.children = children.map((child) => navItem(child, current, depth - 1, include))
    }
    return item
  }

  /** Links and menus as the content builders see them from `current`. */
  const menus = (current: PageSpec | undefined) => ({
    link: (key: string) => path(get(key)),
    nav: (key: string) => navItem(get(key), current),
    children: (key: string) =>
      childrenOf(key)
        .filter(inSitemap)
        .map((child) => navItem(child, current)),
    sitemap: () =>
      childrenOf(home.key)
        .filter(inSitemap)
        .map((child) => navItem(child, current, 3, inSitemap)),
  })

  return { prefix, home, get, uid, path, rootline, navItem, menus }
}

export type Tree = ReturnType<typeof createTree>
