import type { SiteConfig } from './sites'

export type PageLinkName = keyof SiteConfig['pageLinks']

/** A page link in a locale, without the locale prefix: '/warenkorb' (de) or '/cart' (en). */
export const pageLinkFor = (
  pageLinks: SiteConfig['pageLinks'],
  name: PageLinkName,
  locale: string,
): string => {
  const link = pageLinks[name]
  if (typeof link === 'string') return link
  return link[locale] ?? Object.values(link)[0] ?? '/'
}
