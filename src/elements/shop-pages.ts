import type { Page } from '../lib/page'
import type { ElementType } from './registry'
import { pageHolds } from './element-types'

/**
 * Element types that only work where the site sells: the cart, the checkout's success page, the
 * customer's sign-in, registration, password and account screens, and the guest order lookup.
 * Each talks to the shop for the shopper; on a site whose e-commerce is switched off there is
 * nothing for them to show, and their page answers 404 as the route guard's cart and account
 * pages do (src/worker/guards/route-guard.ts). Product listings are not here: a catalogue can be shown
 * without selling.
 */
export const SHOP_ELEMENT_TYPES = [
  'cart',
  'checkout_success',
  'login',
  'account_register',
  'account_password',
  'account',
  'account_information',
  'account_addresses',
  'account_orders',
  'account_returns',
  'account_wishlist',
  'order_lookup',
] as const satisfies readonly ElementType[]

/**
 * Whether a page holds a shop element (SHOP_ELEMENT_TYPES), also inside a shortcut. Decided by
 * the page's content, not its path, for the pages the sites registry has no page link for (the
 * guest order lookup: `/bestellstatus`, `/en/order-status`) and wherever an editor puts one.
 */
export const pageNeedsShop = (page: Page | null): boolean => pageHolds(page, SHOP_ELEMENT_TYPES)
