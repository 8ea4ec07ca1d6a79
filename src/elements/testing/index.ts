/**
 * The elements' test support. Each CType's fixture is in its folder (src/elements/<CType>/
 * fixture.ts, exported as `fixture`); here under the names the tests know it by, with the
 * builders the fixtures share.
 */
export { element, pluginHeader } from './element'
export * from './files'
export { fixtureByType, fixtureTextByType } from './fixtures'
export { listingFillOf } from './listing-fill'
export { fixture as accountElement } from '../account/fixture'
export { fixture as accountAddressesElement } from '../account_addresses/fixture'
export { fixture as accountInformationElement } from '../account_information/fixture'
export { fixture as accountOrdersElement } from '../account_orders/fixture'
export { fixture as accountPasswordElement } from '../account_password/fixture'
export { fixture as accountRegisterElement } from '../account_register/fixture'
export { fixture as accountReturnsElement } from '../account_returns/fixture'
export { fixture as accountWishlistElement } from '../account_wishlist/fixture'
export { fixture as bulletsElement, definitionBulletsElement } from '../bullets/fixture'
export { fixture as cartElement } from '../cart/fixture'
export { fixture as checkoutSuccessElement } from '../checkout_success/fixture'
export { fixture as containerElement, itemsContainerElement } from '../container/fixture'
export { fixture as divElement } from '../div/fixture'
export {
  fixture as formFrameworkElement,
  contactFormDefinition,
} from '../form_formframework/fixture'
export { fixture as headerElement } from '../header/fixture'
export { fixture as heroBannerElement } from '../hero_banner/fixture'
export { fixture as htmlElement } from '../html/fixture'
export { fixture as imageElement } from '../image/fixture'
export { fixture as jobsDetailElement } from '../jobs_detail/fixture'
export { fixture as jobsListElement } from '../jobs_list/fixture'
export { fixture as loginElement } from '../login/fixture'
export { fixture as menuPagesElement } from '../menu_pages/fixture'
export { fixture as menuSitemapElement } from '../menu_sitemap/fixture'
export { fixture as menuSubpagesElement } from '../menu_subpages/fixture'
export { fixture as newsListElement, newsDetailElement } from '../news_pi1/fixture'
export { fixture as orderLookupElement } from '../order_lookup/fixture'
export {
  fixture as pharmacySearchElement,
  pharmacyData,
  pharmacyRecords,
  placeRecords,
} from '../pharmacy_search/fixture'
export { fixture as productDetailElement } from '../product_detail/fixture'
export { fixture as productListingElement } from '../product_listing/fixture'
export { fixture as recipesDetailElement } from '../recipes_detail/fixture'
export { fixture as recipesListElement } from '../recipes_list/fixture'
export { fixture as shortcutElement } from '../shortcut/fixture'
export { fixture as tableElement } from '../table/fixture'
export { fixture as textElement } from '../text/fixture'
export { fixture as textmediaElement } from '../textmedia/fixture'
export { fixture as textpicElement } from '../textpic/fixture'
export { fixture as uploadsElement } from '../uploads/fixture'
