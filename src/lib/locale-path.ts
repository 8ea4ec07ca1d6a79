/**
 * Locale in the path (SPEC.md section 2): the first segment is the locale when it is one of the
 * site's locales, otherwise the default locale applies. Default-locale paths carry no prefix.
 */

export interface LocaleMatch {
  /** The locale code in force. */
  locale: string
  /** Whether the path carried the locale as its first segment. */
  prefixed: boolean
}

export const matchLocale = (
  pathname: string,
  localeCodes: readonly string[],
  defaultLocale: string,
): LocaleMatch => {
  const first = pathname.split('/')[1] ?? ''
  return localeCodes.includes(first) && first !== ''
    ? { locale: first, prefixed: true }
    : { locale: defaultLocale, prefixed: false }
}

/** The path prefix of a locale: '' for the default locale, '/en' for others. */
export const localePrefix = (locale: string, defaultLocale: string): string =>
  locale === defaultLocale ? '' : `/${locale}`

/** Prefixes a site-relative path ('/about') with the locale's prefix ('/en/about'). */
export const withLocale = (path: string, locale: string, defaultLocale: string): string => {
  const prefix = localePrefix(locale, defaultLocale)
  if (prefix === '') return path
  return path === '/' ? prefix : `${prefix}${path}`
}

/** Drops trailing slashes ('/en/about/' → '/en/about'); the root stays '/'. */
export const trimTrailingSlash = (pathname: string): string => pathname.replace(/\/+$/, '') || '/'
