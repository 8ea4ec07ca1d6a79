import { jobPageIds } from './job-pages'
import { recipePageIds } from './recipe-pages'
import { productDetailPageIds } from './service-pages'
import { contactPageIds } from './contact-pages'
import { pharmacyPageIds } from './pharmacy-pages'
import type { SiteSpec } from './model'
import { accountAuthPageIds } from './account-pages-auth'
import { accountAddressesPageIds } from './account-pages-addresses'
import { accountWishlistPageIds } from './account-pages-wishlist'
import { accountOrderPageIds } from './account-pages-orders'
import { vitalisEnglish } from './vitalis-pages-en'
import { vitalisGerman } from './vitalis-pages-de'

/** Vitalis Germany: the house brand, German (default) and English. */
export const vitalisDe: SiteSpec = {
  id: 'vitalis-de',
  brand: 'vitalis',
  brandName: 'Vitalis',
  rootCategoryId: 10,
  storageId: 90,
  pageIds: {
    ...productDetailPageIds(0),
    ...accountAuthPageIds(0),
    ...accountOrderPageIds(0),
    ...accountAddressesPageIds(0),
    ...accountWishlistPageIds(0),
    ...contactPageIds(0),
    ...pharmacyPageIds(0),
    ...recipePageIds(0),
    ...jobPageIds(0),
    home: 1,
    products: 2,
    guide: 3,
    'guide-main': 4,
    'guide-vitamin-d': 5,
    about: 6,
    cart: 7,
    account: 8,
    login: 9,
    privacy: 10,
    error: 11,
    draft: 12,
    imprint: 13,
    terms: 14,
    withdrawal: 15,
    shipping: 16,
    success: 17,
  },
  locales: [vitalisGerman('de'), vitalisEnglish()],
}
