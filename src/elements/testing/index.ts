import type { ContentElement } from '../../lib/page'
import type { ElementType } from '../registry'
import {
  heroBannerElement,
  imageElement,
  textmediaElement,
  textpicElement,
  uploadsElement,
} from './media-elements'
import { cartElement, checkoutSuccessElement, productListingElement } from './shop-elements'
import { formFrameworkElement } from './form-elements'
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

export * from './files'
export * from './form-elements'
export * from './media-elements'
export * from './navigation-elements'
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
  hero_banner: heroBannerElement,
  product_listing: productListingElement,
  cart: cartElement,
  checkout_success: checkoutSuccessElement,
  form_formframework: formFrameworkElement,
}
