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
import { vitalisGerman } from './vitalis-pages-de'

/** Vitalis Austria: the German Vitalis pages with Austrian company, shipping and wording. */
export const vitalisAt: SiteSpec = {
  id: 'vitalis-at',
  brand: 'vitalis',
  brandName: 'Vitalis',
  rootCategoryId: 10,
  storageId: 190,
  pageIds: {
    ...productDetailPageIds(100),
    ...accountAuthPageIds(100),
    ...accountOrderPageIds(100),
    ...accountAddressesPageIds(100),
    ...accountWishlistPageIds(100),
    ...contactPageIds(100),
    ...pharmacyPageIds(100),
    ...recipePageIds(100),
    ...jobPageIds(100),
    home: 101,
    products: 102,
    guide: 103,
    'guide-main': 104,
    'guide-vitamin-d': 105,
    about: 106,
    cart: 107,
    account: 108,
    login: 109,
    privacy: 110,
    error: 111,
    imprint: 112,
    terms: 113,
    withdrawal: 114,
    shipping: 115,
    success: 116,
  },
  locales: [vitalisGerman('at')],
}
