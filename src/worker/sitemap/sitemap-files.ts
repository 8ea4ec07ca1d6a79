import type { SiteConfig } from '../../brands/sites'

/**
 * The sitemap's addresses: /sitemap.xml is always an index (robots.txt names it), listing one
 * pages file per locale, as many records files per locale as its record lists' pages need and
 * as many product files per locale as its store view's catalogue needs (./limits.ts), so each
 * file is read on its own request and none reads everything.
 */
export type SitemapFile =
  | { kind: 'index' }
  | { kind: 'pages'; locale: string }
  | { kind: 'records'; locale: string; file: number }
  | { kind: 'products'; locale: string; file: number }

export const SITEMAP_INDEX_PATH = '/sitemap.xml'

export const sitemapFilePath = (file: SitemapFile): string => {
  switch (file.kind) {
    case 'index':
      return SITEMAP_INDEX_PATH
    case 'pages':
      return `/sitemap-pages-${file.locale}.xml`
    case 'records':
      return `/sitemap-records-${file.locale}-${file.file}.xml`
    case 'products':
      return `/sitemap-products-${file.locale}-${file.file}.xml`
  }
}

/** Locale codes as the sites registry allows them ('de', 'de-at'), then the file's number. */
const PAGES = /^\/sitemap-pages-([a-z]{2}(?:-[a-z]{2})?)\.xml$/
const PRODUCTS = /^\/sitemap-products-([a-z]{2}(?:-[a-z]{2})?)-([1-9][0-9]{0,5})\.xml$/
const RECORDS = /^\/sitemap-records-([a-z]{2}(?:-[a-z]{2})?)-([1-9][0-9]{0,5})\.xml$/

/** The file a path names, for a locale the site serves; null for any other path. */
export const parseSitemapPath = (path: string, site: SiteConfig): SitemapFile | null => {
  if (path === SITEMAP_INDEX_PATH) return { kind: 'index' }
  const served = (locale: string | undefined) =>
    locale !== undefined && site.locales.some(({ code }) => code === locale)
  const pages = PAGES.exec(path)
  if (pages && served(pages[1])) return { kind: 'pages', locale: pages[1] as string }
  const records = RECORDS.exec(path)
  if (records && served(records[1])) {
    return { kind: 'records', locale: records[1] as string, file: Number(records[2]) }
  }
  const products = PRODUCTS.exec(path)
  if (products && served(products[1]) && site.ecommerce.enabled) {
    return { kind: 'products', locale: products[1] as string, file: Number(products[2]) }
  }
  return null
}
