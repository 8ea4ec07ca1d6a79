import { useContext, useMemo } from 'react'
import { languageName } from '../../../lib/language-name'
import { SiteContext } from '../../../lib/site-context'
import { useStorefront } from '../../../lib/storefront-context'

/**
 * The languages a product's reviews are kept in. Magento keeps reviews per store view (a review
 * belongs to the view it was written in) and each locale of a site is a store view
 * (DESIGN.md section 6): the German shop's English page has its English reviews only, and its
 * German ones are the German view's.
 */
export interface ReviewLanguage {
  storeView: string
  /** The language's code ('de'), which Intl names ('German'). */
  language: string
  /** The locale's tag ('de-DE'): the `lang` of the texts written in it. */
  languageTag: string
}

export interface ReviewLanguages {
  /** The page's own: its reviews are the ones the section lists. */
  own: ReviewLanguage | null
  /** The site's other locales with a store view of their own, each once. */
  others: ReviewLanguage[]
}

interface LocaleEntry {
  code: string
  hreflang?: string
  twoLetterIsoCode?: string
}

const isLocaleEntry = (value: unknown): value is LocaleEntry =>
  typeof value === 'object' && value !== null && typeof (value as LocaleEntry).code === 'string'

/**
 * The site's review languages, seen from `locale`. SiteContext's value is the app shell's
 * PublicSite, whose locales and store views SiteContext's type leaves out: read by shape, and a
 * site without them (an element rendered alone) has only its own language.
 */
export const reviewLanguagesOf = (site: object, locale: string): ReviewLanguages => {
  const locales = 'locales' in site && Array.isArray(site.locales) ? site.locales : []
  const shop = 'shop' in site ? (site.shop as object) : {}
  const views: Readonly<Record<string, unknown>> =
    'storeViews' in shop && typeof shop.storeViews === 'object' && shop.storeViews !== null
      ? (shop.storeViews as Record<string, unknown>)
      : {}
  const languages = locales.filter(isLocaleEntry).flatMap((entry): [string, ReviewLanguage][] => {
    const storeView = views[entry.code]
    if (typeof storeView !== 'string' || storeView === '') return []
    const languageTag = entry.hreflang || entry.twoLetterIsoCode || entry.code
    const language = entry.twoLetterIsoCode || languageTag.split('-')[0] || entry.code
    return [[entry.code, { storeView, language, languageTag }]]
  })
  const own = languages.find(([code]) => code === locale)?.[1] ?? null
  const others: ReviewLanguage[] = []
  for (const [, language] of languages)
    if (
      language.storeView !== own?.storeView &&
      !others.some((other) => other.storeView === language.storeView)
    )
      others.push(language)
  return { own, others }
}

/**
 * The page's review languages, and its own language's name where the site has others (then
 * 'no reviews yet' says in which language: 'No reviews in English yet'); null where it has one.
 */
export const useReviewLanguages = (): ReviewLanguages & { ownName: string | null } => {
  // Without a site (a summary rendered alone), the page's language is the only one.
  const site = useContext(SiteContext)
  const { locale, languageTag } = useStorefront()
  return useMemo(() => {
    const languages = reviewLanguagesOf(site ?? {}, locale)
    const ownName =
      languages.own && languages.others.length > 0
        ? languageName(languageTag, languages.own.language)
        : null
    return { ...languages, ownName }
  }, [site, locale, languageTag])
}
