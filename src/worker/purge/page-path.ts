import type { SiteConfig } from '../../brands/sites'
import { matchLocale, trimTrailingSlash } from '../../lib'
import { isValidPagePath } from '../guards/valid-page-path'

/**
 * A path as an editor types or pastes it, made the path the upstream cache indexes it under: how
 * the page route sees the address after the locale resolver's redirects
 * (src/worker/middleware/locale.ts): percent-encoded as a browser sends it ('/über' is
 * '/%C3%BCber'), no trailing slash, no prefix for the default locale ('/de/produkte' on a German
 * site is '/produkte'). The query and fragment are dropped: a path purge removes every query
 * variant. Null for what the page route would refuse (dot segments, control characters,
 * an encoded slash, over 512 characters).
 */
export const pagePathOf = (site: SiteConfig, raw: string): string | null => {
  const pathOnly = raw.split(/[?#]/, 1)[0] ?? ''
  if (!pathOnly.startsWith('/') || pathOnly.startsWith('//')) return null
  if (/[\u0000-\u001f\u007f\\]/.test(pathOnly)) return null
  if (pathOnly.split('/').some((segment) => segment === '..' || segment === '.')) return null
  const encoded = new URL(pathOnly, 'http://purge.invalid').pathname
  if (!isValidPagePath(encoded)) return null
  const trimmed = trimTrailingSlash(encoded)
  const codes = site.locales.map((locale) => locale.code)
  const match = matchLocale(trimmed, codes, site.defaultLocale)
  if (match.prefixed && match.locale === site.defaultLocale) {
    return trimTrailingSlash(trimmed.slice(match.locale.length + 1))
  }
  return trimmed
}
