/**
 * One Intl.NumberFormat per locale and options, kept for the isolate's or page's life. Making
 * one costs far more than formatting with it (ICU loads the locale's data): on a product page at
 * a phone's CPU, a new one per price and rating took 200 ms of hydration. Options are plain
 * literals of the call sites, so their JSON is a stable key; the set of combinations a storefront
 * uses is small (a few locales, currencies and styles).
 */
const formats = new Map<string, Intl.NumberFormat>()
const numberLocales = new Map<string, string>()

/**
 * The locale whose conventions a page's numbers follow. A page in the language of its country
 * keeps its tag (de-AT). A page in another language than its country's (the German shop's
 * English pages, en-DE) follows its language: CLDR's en-DE writes "0,5" but "€9.95", and a shopper
 * reading English reads 0.5 and 1.1 mg.
 */
export const numberLocale = (languageTag: string): string => {
  let locale = numberLocales.get(languageTag)
  if (locale === undefined) {
    locale = languageTag
    try {
      const { language, region } = new Intl.Locale(languageTag)
      if (region && new Intl.Locale(`und-${region}`).maximize().language !== language) {
        locale = language
      }
    } catch {
      // Not a well-formed tag: Intl.NumberFormat below says so, as before.
    }
    numberLocales.set(languageTag, locale)
  }
  return locale
}

export const numberFormat = (
  languageTag: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat => {
  const key = `${languageTag}\u0000${JSON.stringify(options)}`
  let format = formats.get(key)
  if (format === undefined) {
    format = new Intl.NumberFormat(numberLocale(languageTag), options)
    formats.set(key, format)
  }
  return format
}
