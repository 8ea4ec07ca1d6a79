import type { SiteConfig } from '../../brands/sites'
import { mergeInterfaceTexts, type InitialData } from '../../lib'

/**
 * The initial data a route renders and hands to the browser, its texts completed with the
 * storefront's own interface texts in the locale's language (src/lib/texts). Merged per
 * request rather than before caching: the KV copy stays the CMS's answer, so a deploy with new
 * or changed texts shows at once, and the error page, which may have no stored initial data at
 * all, gets them the same way.
 */
export const withInterfaceTexts = (
  initialData: InitialData,
  site: SiteConfig,
  locale: string,
): InitialData => {
  const language = site.locales.find((entry) => entry.code === locale)?.twoLetterIsoCode ?? locale
  return { ...initialData, texts: mergeInterfaceTexts(language, initialData.texts) }
}
