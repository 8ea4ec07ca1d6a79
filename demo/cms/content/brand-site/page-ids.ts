import { accountAddressesPageIds } from '../account-pages-addresses'
import { accountAuthPageIds } from '../account-pages-auth'
import { accountOrderPageIds } from '../account-pages-orders'
import { accountWishlistPageIds } from '../account-pages-wishlist'
import { contactPageIds } from '../contact-pages'
import { jobPageIds } from '../job-pages'
import { pharmacyPageIds } from '../pharmacy-pages'
import { pressPageIds } from '../press-pages'
import { recipePageIds } from '../recipe-pages'
import { productDetailPageIds } from '../service-pages'

/**
 * The page uids of a brand site: each site owns the hundred from `base` on. The page families
 * place their pages in it themselves; the main pages follow from base + 1 in the order below,
 * the brand's topic article after the long guide page. `draftKeys` (pages that exist on one
 * site only) come after the error page, where they were created, so no uid moves: the uids are
 * what links, caches and the tests name.
 */
export const brandPageIds = (
  base: number,
  topicKey: string,
  draftKeys: readonly string[] = [],
): Record<string, number> => {
  const mainPages = [
    'home',
    'products',
    'guide',
    'guide-main',
    topicKey,
    'about',
    'cart',
    'account',
    'login',
    'privacy',
    'error',
    ...draftKeys,
    'imprint',
    'terms',
    'withdrawal',
    'shipping',
    'success',
  ]
  return {
    ...productDetailPageIds(base),
    ...accountAuthPageIds(base),
    ...accountOrderPageIds(base),
    ...accountAddressesPageIds(base),
    ...accountWishlistPageIds(base),
    ...contactPageIds(base),
    ...pharmacyPageIds(base),
    ...pressPageIds(base),
    ...recipePageIds(base),
    ...jobPageIds(base),
    ...Object.fromEntries(mainPages.map((key, index) => [key, base + 1 + index])),
  }
}
