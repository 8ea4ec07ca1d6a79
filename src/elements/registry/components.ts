import { AccountAddressesElement } from '../account_addresses/AccountAddressesElement'
import { AccountWishlistElement } from '../account_wishlist/AccountWishlistElement'
import { AccountOrdersElement } from '../account_orders/AccountOrdersElement'
import { AccountReturnsElement } from '../account_returns/AccountReturnsElement'
import { BulletsElement } from '../bullets/BulletsElement'
import { CartElement } from '../cart/CartElement'
import { CheckoutSuccessElement } from '../checkout_success/CheckoutSuccessElement'
import { AccountElement } from '../account/AccountElement'
import { AccountInformationElement } from '../account_information/AccountInformationElement'
import { AccountPasswordElement } from '../account_password/AccountPasswordElement'
import { AccountRegisterElement } from '../account_register/AccountRegisterElement'
import { LoginElement } from '../login/LoginElement'
import { DivElement } from '../div/DivElement'
import { ContainerElement } from '../container/ContainerElement'
import type { ElementComponentMap } from './element-component'
import type { ElementCode } from './element-components-context'
import { FormFrameworkElement } from '../form_formframework/FormFrameworkElement'
import { PharmacySearchElement } from '../pharmacy_search/PharmacySearchElement'
import { HeaderElement } from '../header/HeaderElement'
import { HeroBannerElement } from '../hero_banner/HeroBannerElement'
import { HtmlElement } from '../html/HtmlElement'
import { ImageElement } from '../image/ImageElement'
import { MenuPagesElement } from '../menu_pages/MenuPagesElement'
import { NewsElement } from '../news_pi1/NewsElement'
import { MenuSitemapElement } from '../menu_sitemap/MenuSitemapElement'
import { MenuSubpagesElement } from '../menu_subpages/MenuSubpagesElement'
import { OrderLookupElement } from '../order_lookup/OrderLookupElement'
import { ProductListingElement } from '../product_listing/ProductListingElement'
import { ProductDetailElement } from '../product_detail/ProductDetailElement'
import { JobsDetailElement } from '../jobs_detail/JobsDetailElement'
import { JobsListElement } from '../jobs_list/JobsListElement'
import { RecipesDetailElement } from '../recipes_detail/RecipesDetailElement'
import { RecipesListElement } from '../recipes_list/RecipesListElement'
import { ShortcutElement } from '../shortcut/ShortcutElement'
import { TableElement } from '../table/TableElement'
import { TextElement } from '../text/TextElement'
import { TextMediaElement } from '../textmedia/TextMediaElement'
import { TextpicElement } from '../textpic/TextpicElement'
import { UploadsElement } from '../uploads/UploadsElement'

/**
 * Every element component at once, for the server, which renders any page. The browser loads
 * only those of the page it shows (./lazy-components.ts), each as a chunk of its own.
 */
export const allElementComponents: ElementComponentMap = {
  header: HeaderElement,
  text: TextElement,
  textmedia: TextMediaElement,
  textpic: TextpicElement,
  image: ImageElement,
  bullets: BulletsElement,
  table: TableElement,
  uploads: UploadsElement,
  html: HtmlElement,
  menu_pages: MenuPagesElement,
  menu_subpages: MenuSubpagesElement,
  menu_sitemap: MenuSitemapElement,
  shortcut: ShortcutElement,
  div: DivElement,
  container: ContainerElement,
  hero_banner: HeroBannerElement,
  product_listing: ProductListingElement,
  product_detail: ProductDetailElement,
  cart: CartElement,
  checkout_success: CheckoutSuccessElement,
  account_orders: AccountOrdersElement,
  account_returns: AccountReturnsElement,
  order_lookup: OrderLookupElement,
  login: LoginElement,
  account_register: AccountRegisterElement,
  account_password: AccountPasswordElement,
  account: AccountElement,
  account_information: AccountInformationElement,
  account_addresses: AccountAddressesElement,
  account_wishlist: AccountWishlistElement,
  form_formframework: FormFrameworkElement,
  pharmacy_search: PharmacySearchElement,
  news_pi1: NewsElement,
  recipes_list: RecipesListElement,
  recipes_detail: RecipesDetailElement,
  jobs_list: JobsListElement,
  jobs_detail: JobsDetailElement,
}

/** The server's element code: everything is there from the start. */
export const allElementCode: ElementCode = {
  components: allElementComponents,
  load: () => Promise.resolve(),
}
