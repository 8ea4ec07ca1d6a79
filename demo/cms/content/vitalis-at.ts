import { brandPageIds } from './brand-site/page-ids'
import type { SiteSpec } from './model'
import { vitalisGerman } from './vitalis-pages-de'

/** Vitalis Austria: the German Vitalis pages with Austrian company, shipping and wording. */
export const vitalisAt: SiteSpec = {
  id: 'vitalis-at',
  brand: 'vitalis',
  brandName: 'Vitalis',
  rootCategoryId: 10,
  storageId: 190,
  pageIds: brandPageIds(100, 'guide-vitamin-d'),
  locales: [vitalisGerman('at')],
}
