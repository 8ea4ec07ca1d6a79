import { brandPageIds } from './brand-site/page-ids'
import type { SiteSpec } from './model'
import { vitalisEnglish } from './vitalis-pages-en'
import { vitalisGerman } from './vitalis-pages-de'

/** Vitalis Germany: the house brand, German (default) and English. */
export const vitalisDe: SiteSpec = {
  id: 'vitalis-de',
  brand: 'vitalis',
  brandName: 'Vitalis',
  rootCategoryId: 10,
  storageId: 90,
  // The editors' draft page exists on this site only (./vitalis-pages-de.ts).
  pageIds: brandPageIds(0, 'guide-vitamin-d', ['draft']),
  locales: [vitalisGerman('de'), vitalisEnglish()],
}
