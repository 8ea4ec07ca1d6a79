import type { AnyInitialDataJson, AnyPageJson, CompiledSite } from './compiled-site'
import { createBuilder } from './content/builders'
import type { Columns, LocaleSpec, PageSpec, SiteSpec } from './content/model'
import { i18nEntry, metaOf, seoOf } from './head'
import { footerMenuEntries, toStandardPage } from './standard-shape'
import { createTree, normalizePath, type Tree } from './tree'
import type { BreadcrumbItem, ContentElement, I18nItem, NavItem, PageJson } from './types'

/**
 * Turns a site's content specs into EXT:headless JSON, once: pages by normalised storefront path
 * (locale prefix included), the error page and initial data per locale, and redirects.
 */

/** The page that TYPO3's product route enhancer answers `<products page>/<url key>` with. */
export const PRODUCT_DETAIL_KEY = 'product-detail'

export const compileSite = (site: SiteSpec): CompiledSite => {
  const standard = site.shape === 'standard'
  const trees = new Map(site.locales.map((locale) => [locale, createTree(site, locale)]))
  const tree = (locale: LocaleSpec) => trees.get(locale) as Tree

  /** The page's translations: `available` 0 and a link to that language's home where missing. */
  const pageI18n = (page: PageSpec, current: LocaleSpec): I18nItem[] =>
    site.locales.map((locale) => {
      const t = tree(locale)
      const translation = locale.pages.find((candidate) => candidate.key === page.key)
      return i18nEntry(locale, t.path(translation ?? t.home), {
        active: locale === current,
        current: locale === current,
        available: translation !== undefined,
      })
    })

  const compileLocale = (locale: LocaleSpec) => {
    const t = tree(locale)
    const storage = createBuilder({
      pageId: site.storageId,
      rootCategoryId: site.rootCategoryId,
      ...t.menus(undefined),
      shared: () => [],
    })
    const shared = new Map(
      Object.entries(locale.shared ?? {}).map(([name, build]) => [name, build(storage)]),
    )

    const compilePage = (page: PageSpec): PageJson => {
      const id = t.uid(page.key)
      const b = createBuilder({
        pageId: id,
        rootCategoryId: site.rootCategoryId,
        ...t.menus(page),
        shared: (name) => {
          const elements = shared.get(name)
          if (!elements) throw new Error(`${site.id}/${locale.code}: no shared elements '${name}'`)
          return elements
        },
      })
      const built = page.content(b)
      const columns: Columns = Array.isArray(built) ? { colPos0: built } : built
      const content: Record<string, ContentElement[]> = {}
      for (const [column, elements] of Object.entries(columns)) {
        const colPos = Number(column.replace('colPos', ''))
        content[column] = elements.map((element) => ({ ...element, colPos }))
      }
      const breadcrumbs = t.rootline(page).map((entry): BreadcrumbItem => {
        const item: BreadcrumbItem = {
          ...t.navItem(entry, page),
          active: 1,
          permaLink: `${t.prefix}/?id=${t.uid(entry.key)}`,
        }
        if (entry.breadcrumbException && entry !== page) item.exception = true
        return item
      })
      const layout = page.layout ?? 'default'
      const i18n = pageI18n(page, locale)
      const social = page.social ? b.file(page.social.image, page.social.title ?? page.title) : null
      const robots = { noIndex: page.noIndex ?? false, noFollow: page.draft ?? false }
      const path = t.path(page)
      const image = social?.publicUrl ?? ''
      const head = page.seo
        ? { seo: seoOf(page, { id, layout, locale, path, i18n, robots, image }) }
        : { meta: metaOf(page, locale, robots, social) }
      return {
        id,
        type: 'Standard',
        slug: path,
        media: (page.media ?? []).map((name) => b.file(name, page.title)),
        ...head,
        categories: '',
        breadcrumbs,
        appearance: {
          layout,
          backendLayout: page.backendLayout ?? (columns.colPos1 ? 'sidebar' : 'default'),
          layoutColor: page.layoutColor ?? '',
        },
        content,
        i18n,
        themeWorld: page.themeWorld ?? '',
        draft: page.draft ?? false,
        mandatoryText: (page.mandatory ?? !page.hidden) ? locale.mandatoryText : '',
        popup: page.popup ? page.popup(b) : [],
        ecommerce: {
          dynamicBanner: page.ecommerce?.dynamicBanner ?? false,
          staticBanner: page.ecommerce?.staticBanner ?? false,
        },
      }
    }

    const answerPage = (page: PageSpec): AnyPageJson =>
      standard ? toStandardPage(compilePage(page), page.pageI18n ?? true) : compilePage(page)

    const footerLink = (link: LocaleSpec['footer'][number]['links'][number]): NavItem =>
      typeof link === 'string'
        ? t.navItem(t.get(link), undefined)
        : {
            title: link.title,
            link: link.href,
            target: link.target ?? '_blank',
            active: 0,
            current: 0,
            spacer: 0,
            hasSubpages: 0,
          }
    // As in EXT:headless' own fixture: the root entry is active and current, two levels deep.
    const navigation: NavItem = { ...t.navItem(t.home, t.home, 2), active: 1, current: 1 }
    const i18n = site.locales.map((other) =>
      i18nEntry(other, tree(other).path(tree(other).home), {
        active: other === locale,
        current: false,
        available: true,
      }),
    )
    const footer = locale.footer.map((group) => ({
      title: group.title,
      links: group.links.map(footerLink),
    }))
    const initialData: AnyInitialDataJson = standard
      ? { navigation: [navigation], i18n, footerNavigation: footer.flatMap(footerMenuEntries) }
      : { navigation: [navigation], i18n, texts: locale.texts, footer }
    return {
      compiled: { prefix: t.prefix, initialData, errorPage: answerPage(t.get('error')) },
      pages: locale.pages.map((page) => [normalizePath(t.path(page)), answerPage(page)] as const),
      productDetailPages: locale.pages
        .filter((page) => page.key === PRODUCT_DETAIL_KEY && page.parent)
        .map((page) => [normalizePath(t.path(t.get(page.parent ?? ''))), t.path(page)] as const),
      redirects: Object.entries(locale.redirects).map(
        ([slug, redirect]) => [normalizePath(`${t.prefix}${slug}`), redirect] as const,
      ),
    }
  }

  const results = site.locales.map(compileLocale)
  return {
    locales: results.map((result) => result.compiled),
    pages: new Map(results.flatMap((result) => result.pages)),
    redirects: new Map(results.flatMap((result) => result.redirects)),
    productDetailPages: new Map(results.flatMap((result) => result.productDetailPages)),
  }
}
