import type { SiteConfig } from './sites'

export type PageLinkName = keyof SiteConfig['pageLinks']

/** A page link in a locale, without the locale prefix: '/warenkorb' (de) or '/cart' (en). */
export const pageLinkFor = (
  // Structural, so the site context of src/lib (which cannot name SiteConfig) fits too.
  pageLinks: Readonly<Record<PageLinkName, string | Readonly<Record<string, string>>>>,
  name: PageLinkName,
  locale: string,
): string => {
  const link = pageLinks[name]
  if (typeof link === 'string') return link
  return link[locale] ?? Object.values(link)[0] ?? '/'
}
