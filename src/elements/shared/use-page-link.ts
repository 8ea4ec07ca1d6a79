import { pageLinkFor, type PageLinkName } from '../../brands/page-links'
import { useSite } from '../../lib/site-context'
import { useStorefront } from '../../lib/storefront-context'

/**
 * A page link of the site in the current locale, with its locale prefix: '/en/cart'. A module
 * of its own, so an element that only links (the hero's search) loads none of the account
 * forms' code with it.
 */
export const usePageLink = () => {
  const { pageLinks } = useSite()
  const { locale, localePath } = useStorefront()
  return (name: PageLinkName) => localePath(pageLinkFor(pageLinks, name, locale))
}
