import type { MiddlewareHandler } from 'hono'
import { localePrefix, matchLocale, trimTrailingSlash } from '../../lib'
import type { AppEnv } from '../env'
import { isValidPagePath } from '../guards/valid-page-path'

export interface LocaleResolverOptions {
  /**
   * Answer a non-canonical path with a 301 to the canonical one (default). Off for payload
   * requests: they answer for the path the client asked for, with JSON.
   */
  redirectToCanonical?: boolean
}

/**
 * The locale of a page request (SPEC.md section 2): the first path segment when it is one of
 * the site's locales, else the default. A trailing slash answers 301 to the trimmed path, query
 * kept; so does an explicit default-locale prefix, since default-locale paths carry none.
 */
export const localeResolver = ({
  redirectToCanonical = true,
}: LocaleResolverOptions = {}): MiddlewareHandler<AppEnv> =>
  async function localeResolver(c, next) {
    const url = new URL(c.req.url)
    const site = c.var.site
    const trimmed = trimTrailingSlash(url.pathname)
    const codes = site.locales.map((locale) => locale.code)
    const match = matchLocale(trimmed, codes, site.defaultLocale)
    let canonical = trimmed
    if (match.prefixed && match.locale === site.defaultLocale) {
      canonical = trimTrailingSlash(trimmed.slice(match.locale.length + 1))
    }
    // Only to a path the route check accepts: '//evil.example/' trimmed is '//evil.example',
    // which a browser reads as another host (an open redirect). Such paths 404 further on.
    if (redirectToCanonical && canonical !== url.pathname && isValidPagePath(canonical)) {
      return c.redirect(`${canonical}${url.search}`, 301)
    }
    c.set('locale', match.locale)
    c.set('localePrefix', localePrefix(match.locale, site.defaultLocale))
    await next()
  }
