import { loginHref, matchLocale, trimTrailingSlash, withLocale } from '../../lib'
import { pageLinkFor, type PageLinkName } from '../../brands/page-links'
import type { PublicSite } from '../../brands/sites'

/**
 * The `ecommerce` route guard (SPEC.md sections 2 and 6), one rule for the worker's page and
 * payload routes (a 302 or 404 before any HTML, and before client navigation shows a page):
 *
 * - on a site whose e-commerce is switched off (`ecommerce.enabled = false`), the cart, the
 *   checkout's success page and every account page (sign-in, registration, password, the
 *   account area) answer 404;
 * - an account page without a customer token goes to the login page, with the page as the
 *   return path (site paths only, src/lib/return-path.ts).
 *
 * Which pages are account pages: those at or below the site's `pageLinks.account` path
 * (`/konto`, `/konto/adressen`, `/en/account/orders`). Decided by the path, not by the page
 * holding account elements, because the path is known before the CMS is asked: the redirect goes
 * out before a page is fetched, rendered or cached, the rule is the same on the server and in the
 * browser, and an editor who puts an account element on another page does not open a hole (the
 * element itself still needs a session to show anything). Operators set the prefix per site and
 * locale in the sites registry; editors keep the account pages below it.
 */
export type GuardSite = Pick<PublicSite, 'locales' | 'defaultLocale' | 'pageLinks' | 'ecommerce'>

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'not-found' }
  /** `location` is the login page with the guarded page as `?redirect=`. */
  | { kind: 'login'; location: string }

/** Pages that exist only where the site sells (exact paths; the account link is a prefix). */
const SHOP_PAGES: readonly PageLinkName[] = ['cart', 'success', 'login', 'register', 'password']

const isAtOrBelow = (path: string, prefix: string) =>
  prefix !== '/' && (path === prefix || path.startsWith(`${prefix}/`))

/** The locale-prefixed path of a page link: '/en/account'. */
const linkPath = (site: GuardSite, name: PageLinkName, locale: string) =>
  trimTrailingSlash(
    withLocale(
      pageLinkFor(site.pageLinks, name, locale).split('?')[0] ?? '/',
      locale,
      site.defaultLocale,
    ),
  )

/** Whether `path` (with its locale prefix, no query) is an account page of the site. */
export const isAccountPath = (site: GuardSite, path: string): boolean => {
  const { locale } = matchLocale(
    path,
    site.locales.map((entry) => entry.code),
    site.defaultLocale,
  )
  return isAtOrBelow(trimTrailingSlash(path), linkPath(site, 'account', locale))
}

/**
 * What the guard decides for a page request. `path` carries the locale prefix, `search` the
 * query ('' or '?…', kept in the return path), `signedIn` whether a customer token is held.
 */
export const guardRoute = (
  site: GuardSite,
  path: string,
  search: string,
  signedIn: boolean,
): GuardOutcome => {
  const trimmed = trimTrailingSlash(path)
  const { locale } = matchLocale(
    trimmed,
    site.locales.map((entry) => entry.code),
    site.defaultLocale,
  )
  const account = isAccountPath(site, trimmed)
  if (!site.ecommerce.enabled) {
    const shopPage = SHOP_PAGES.some((name) => linkPath(site, name, locale) === trimmed)
    if (account || shopPage) return { kind: 'not-found' }
  }
  if (account && !signedIn) {
    return { kind: 'login', location: loginHref(linkPath(site, 'login', locale), trimmed + search) }
  }
  return { kind: 'allow' }
}
