import { inBatches } from '../../lib/in-batches'
import type { ElementComponent } from './element-component'
import type { ElementCode } from './element-components-context'
import type { ElementType } from './schemas'

/**
 * The browser's element components, one chunk per CType: a page downloads the code of the
 * elements it shows and no other (the worker preloads those chunks, see scripts/build.mjs).
 */
const loaders: { readonly [T in ElementType]: () => Promise<ElementComponent<T>> } = {
  header: () => import('../header/HeaderElement').then((m) => m.HeaderElement),
  text: () => import('../text/TextElement').then((m) => m.TextElement),
  textmedia: () => import('../textmedia/TextMediaElement').then((m) => m.TextMediaElement),
  textpic: () => import('../textpic/TextpicElement').then((m) => m.TextpicElement),
  image: () => import('../image/ImageElement').then((m) => m.ImageElement),
  bullets: () => import('../bullets/BulletsElement').then((m) => m.BulletsElement),
  table: () => import('../table/TableElement').then((m) => m.TableElement),
  uploads: () => import('../uploads/UploadsElement').then((m) => m.UploadsElement),
  html: () => import('../html/HtmlElement').then((m) => m.HtmlElement),
  menu_pages: () => import('../menu_pages/MenuPagesElement').then((m) => m.MenuPagesElement),
  menu_subpages: () =>
    import('../menu_subpages/MenuSubpagesElement').then((m) => m.MenuSubpagesElement),
  menu_sitemap: () =>
    import('../menu_sitemap/MenuSitemapElement').then((m) => m.MenuSitemapElement),
  shortcut: () => import('../shortcut/ShortcutElement').then((m) => m.ShortcutElement),
  div: () => import('../div/DivElement').then((m) => m.DivElement),
  container: () => import('../container/ContainerElement').then((m) => m.ContainerElement),
  hero_banner: () => import('../hero_banner/HeroBannerElement').then((m) => m.HeroBannerElement),
  product_listing: () =>
    import('../product_listing/ProductListingElement').then((m) => m.ProductListingElement),
  product_detail: () =>
    import('../product_detail/ProductDetailElement').then((m) => m.ProductDetailElement),
  cart: () => import('../cart/CartElement').then((m) => m.CartElement),
  checkout_success: () =>
    import('../checkout_success/CheckoutSuccessElement').then((m) => m.CheckoutSuccessElement),
  account_orders: () =>
    import('../account_orders/AccountOrdersElement').then((m) => m.AccountOrdersElement),
  account_returns: () =>
    import('../account_returns/AccountReturnsElement').then((m) => m.AccountReturnsElement),
  order_lookup: () =>
    import('../order_lookup/OrderLookupElement').then((m) => m.OrderLookupElement),
  login: () => import('../login/LoginElement').then((m) => m.LoginElement),
  account_register: () =>
    import('../account_register/AccountRegisterElement').then((m) => m.AccountRegisterElement),
  account_password: () =>
    import('../account_password/AccountPasswordElement').then((m) => m.AccountPasswordElement),
  account: () => import('../account/AccountElement').then((m) => m.AccountElement),
  account_information: () =>
    import('../account_information/AccountInformationElement').then(
      (m) => m.AccountInformationElement,
    ),
  account_addresses: () =>
    import('../account_addresses/AccountAddressesElement').then((m) => m.AccountAddressesElement),
  account_wishlist: () =>
    import('../account_wishlist/AccountWishlistElement').then((m) => m.AccountWishlistElement),
  form_formframework: () =>
    import('../form_formframework/FormFrameworkElement').then((m) => m.FormFrameworkElement),
  pharmacy_search: () =>
    import('../pharmacy_search/PharmacySearchElement').then((m) => m.PharmacySearchElement),
  news_pi1: () => import('../news_pi1/NewsElement').then((m) => m.NewsElement),
  recipes_list: () =>
    import('../recipes_list/RecipesListElement').then((m) => m.RecipesListElement),
  recipes_detail: () =>
    import('../recipes_detail/RecipesDetailElement').then((m) => m.RecipesDetailElement),
  jobs_list: () => import('../jobs_list/JobsListElement').then((m) => m.JobsListElement),
  jobs_detail: () => import('../jobs_detail/JobsDetailElement').then((m) => m.JobsDetailElement),
}

/**
 * At most this many element chunks load at once: a page of many element types must not crowd
 * out its images and the payload of the next page on a slow connection (HTTP/2 would take them
 * all, but the bandwidth is shared).
 */
export const MAX_PARALLEL_CHUNKS = 4

/**
 * Element components loaded on demand, for one page load. `load` resolves once every given type
 * can render; the router awaits it before it shows a page, so no element renders half-loaded and
 * hydration meets the same tree the server rendered.
 */
export const createElementComponentLoader = (): ElementCode => {
  const components: { -readonly [T in ElementType]?: ElementComponent<T> } = {}
  const isLoadable = (type: string): type is ElementType => Object.hasOwn(loaders, type)
  const loadOne = async (type: ElementType) => {
    Object.assign(components, { [type]: await loaders[type]() })
  }
  const load = async (types: Iterable<string>): Promise<void> => {
    const missing = [...new Set(types)].filter((type) => isLoadable(type) && !components[type])
    await inBatches(missing.filter(isLoadable), MAX_PARALLEL_CHUNKS, loadOne)
  }
  return { components, load }
}
