import { pageLinkFor, type PageLinkName } from '../../brands/page-links'
import { useSite } from '../../lib/site-context'
import { useStorefront } from '../../lib/storefront-context'

/**
 * The site's page links in one locale, with its locale prefix: what usePageLink answers inside
 * the storefront's contexts, and the storefront itself, which provides them, uses directly.
 */
export const localePageLinks =
  (
    pageLinks: Parameters<typeof pageLinkFor>[0],
    locale: string,
    localePath: (path: string) => string,
  ) =>
  (name: PageLinkName) =>
    localePath(pageLinkFor(pageLinks, name, locale))

/**
 * A page link of the site in the current locale, with its locale prefix: '/en/cart'. A module
 * of its own, so an element that only links (the hero's search) loads none of the account
 * forms' code with it.
 */
export const usePageLink = () => {
  const { pageLinks } = useSite()
  const { locale, localePath } = useStorefront()
  return localePageLinks(pageLinks, locale, localePath)
}
