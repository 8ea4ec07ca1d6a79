/**
 * One Intl.NumberFormat per locale and options, kept for the isolate's or page's life. Making
 * one costs far more than formatting with it (ICU loads the locale's data): on a product page at
 * a phone's CPU, a new one per price and rating took 200 ms of hydration (issue 28). Options are
 * plain literals of the call sites, so their JSON is a stable key; the set of combinations a
 * storefront uses is small (a few locales, currencies and styles).
 */
const formats = new Map<string, Intl.NumberFormat>()

export const numberFormat = (
  languageTag: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat => {
  const key = `${languageTag}\u0000${JSON.stringify(options)}`
  let format = formats.get(key)
  if (format === undefined) {
    format = new Intl.NumberFormat(languageTag, options)
    formats.set(key, format)
  }
  return format
}
