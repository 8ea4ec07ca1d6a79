import type { SiteLocale } from '../brands/sites'
import type { InitialData, LanguageLink, Page } from '../lib/page'

/** '/en/' → '/en': the worker answers a trailing slash with a redirect (README, request path). */
const withoutTrailingSlash = (link: string) =>
  link.length > 1 ? link.replace(/\/+$/, '') || '/' : link

/**
 * The languages of a page: its hreflang alternates (./head/page-head.ts) and the entries of the
 * language switcher (./chrome/LocaleSwitcher.tsx), one list so that both agree.
 *
 * - From the page's `i18n` when it has one (newer EXT:headless sends it with every page, linking
 *   the page's own translations), else from the initial data's (older versions send it only
 *   there; its links lead to each language's home page).
 * - Only the languages the site serves, matched by TYPO3's language id, which `site.locales`
 *   mirrors: a TYPO3 site may have more languages than this storefront serves for it (the real
 *   initialData.json lists 15), and a link to one of those would reach a path the worker reads
 *   as the default locale. One entry per served language, the CMS's order kept.
 * - Never an empty hreflang: TYPO3 sends '' unless the site configuration sets one, and the
 *   site's locale settings say what it is (SPEC.md section 2, 'Page meta').
 * - A language the page is not translated into (`available` false) links to that language's
 *   home page, from the initial data's entries (EXT:headless' language menu of the root page):
 *   the switcher leads there rather than nowhere, while the alternates leave it out. TYPO3's
 *   own link for it may name the untranslated page, which answers in the default language or
 *   not at all, depending on the site's fallback settings.
 */
export const pageLanguages = (
  page: Page | null,
  initialData: InitialData,
  locales: readonly SiteLocale[],
): LanguageLink[] => {
  const entries = page && page.i18n.length > 0 ? page.i18n : initialData.i18n
  const served = new Map(locales.map((locale) => [locale.languageId, locale]))
  const homes = new Map(
    initialData.i18n
      .filter((entry) => entry.link !== '')
      .map((entry) => [entry.languageId, entry.link] as const),
  )
  const languages: LanguageLink[] = []
  for (const entry of entries) {
    const locale = served.get(entry.languageId)
    if (!locale) continue
    served.delete(entry.languageId)
    languages.push({
      ...entry,
      hreflang: entry.hreflang || locale.hreflang,
      twoLetterIsoCode: entry.twoLetterIsoCode || locale.twoLetterIsoCode,
      link: withoutTrailingSlash(
        entry.available ? entry.link : (homes.get(entry.languageId) ?? entry.link),
      ),
    })
  }
  return languages
}

/**
 * The link to a language's version of the page shown, with the page's query (filters, a search,
 * the sort, a page number) kept, where the entry is the page's own
 * translation: TYPO3 translates a page with its content elements, so the other language's page
 * has the same listing or search and reads the same parameters (their values too: category
 * uids and attribute option values are the shop's, the same in every store view). A link to the
 * other language's home page, given for a page without translation, keeps nothing: that page
 * has none of them. The fragment is never kept: it names an element of this language's page.
 */
export const languageHref = (language: LanguageLink, search: string): string => {
  if (!language.available || !language.link) return language.link
  const query = search.startsWith('?') ? search.slice(1) : search
  if (query === '') return language.link
  const [path] = language.link.split(/[?#]/)
  return `${path}?${query}`
}
