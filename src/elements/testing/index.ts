import type { ContentElement } from '../../lib/page'
import type { ElementType } from '../registry'
import {
  heroBannerElement,
  imageElement,
  textmediaElement,
  textpicElement,
  uploadsElement,
} from './media-elements'
import {
  cartElement,
  checkoutSuccessElement,
  productDetailElement,
  productListingElement,
} from './shop-elements'
import { accountAddressesElement } from './account-addresses-element'
import { accountWishlistElement } from './account-wishlist-element'
import {
  accountOrdersElement,
  accountReturnsElement,
  orderLookupElement,
} from './account-orders-elements'
import {
  accountElement,
  accountInformationElement,
  accountPasswordElement,
  accountRegisterElement,
  loginElement,
} from './account-auth-elements'
import { formFrameworkElement } from './form-elements'
import { pharmacySearchElement } from './pharmacy-elements'
import { jobsDetailElement, jobsListElement } from './job-elements'
import { recipesDetailElement, recipesListElement } from './recipe-elements'
import { newsListElement } from './news-elements'
import { containerElement } from './container-elements'
import {
  menuPagesElement,
  menuSitemapElement,
  menuSubpagesElement,
  shortcutElement,
} from './navigation-elements'
import {
  bulletsElement,
  divElement,
  headerElement,
  htmlElement,
  tableElement,
  textElement,
} from './text-elements'

export * from './account-addresses-element'
export * from './account-wishlist-element'
export * from './account-orders-elements'
export * from './account-auth-elements'
export * from './container-elements'
export * from './files'
export * from './form-elements'
export * from './media-elements'
export * from './navigation-elements'
export * from './pharmacy-elements'
export * from './recipe-elements'
export * from './job-elements'
export * from './news-elements'
export * from './shop-elements'
export * from './text-elements'

/** One realistic element per registered CType; the type makes a new CType need a fixture. */
export const fixtureByType: Record<ElementType, ContentElement> = {
  header: headerElement,
  text: textElement,
  textmedia: textmediaElement,
  textpic: textpicElement,
  image: imageElement,
  bullets: bulletsElement,
  table: tableElement,
  uploads: uploadsElement,
  html: htmlElement,
  menu_pages: menuPagesElement,
  menu_subpages: menuSubpagesElement,
  menu_sitemap: menuSitemapElement,
  shortcut: shortcutElement,
  div: divElement,
  container: containerElement,
  hero_banner: heroBannerElement,
  product_listing: productListingElement,
  product_detail: productDetailElement,
  cart: cartElement,
  checkout_success: checkoutSuccessElement,
  account_addresses: accountAddressesElement,
  account_wishlist: accountWishlistElement,
  account_orders: accountOrdersElement,
  account_returns: accountReturnsElement,
  order_lookup: orderLookupElement,
  login: loginElement,
  account_register: accountRegisterElement,
  account_password: accountPasswordElement,
  account: accountElement,
  account_information: accountInformationElement,
  form_formframework: formFrameworkElement,
  pharmacy_search: pharmacySearchElement,
  recipes_list: recipesListElement,
  recipes_detail: recipesDetailElement,
  jobs_list: jobsListElement,
  jobs_detail: jobsDetailElement,
  news_pi1: newsListElement,
}
