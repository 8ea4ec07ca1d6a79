import type * as z from 'zod'
import type { ContentElement } from '../../lib/page'
import { accountAddressesSchema } from '../account_addresses/schema'
import { accountWishlistSchema } from '../account_wishlist/schema'
import { accountOrdersSchema } from '../account_orders/schema'
import { accountReturnsSchema } from '../account_returns/schema'
import { bulletsSchema } from '../bullets/schema'
import { cartSchema } from '../cart/schema'
import { checkoutSuccessSchema } from '../checkout_success/schema'
import { readContainer } from '../container/container-shape'
import { containerSchemaOf } from '../container/schema'
import { accountSchema } from '../account/schema'
import { accountInformationSchema } from '../account_information/schema'
import { accountPasswordSchema } from '../account_password/schema'
import { accountRegisterSchema } from '../account_register/schema'
import { loginSchema } from '../login/schema'
import { divSchema } from '../div/schema'
import { formFrameworkSchema } from '../form_formframework/schema'
import { pharmacySearchSchema } from '../pharmacy_search/schema'
import { headerSchema } from '../header/schema'
import { heroBannerSchema } from '../hero_banner/schema'
import { htmlSchema } from '../html/schema'
import { imageSchema } from '../image/schema'
import { menuPagesSchema } from '../menu_pages/schema'
import { newsSchema } from '../news_pi1/schema'
import { menuSitemapSchema } from '../menu_sitemap/schema'
import { menuSubpagesSchema } from '../menu_subpages/schema'
import { orderLookupSchema } from '../order_lookup/schema'
import { productListingSchema } from '../product_listing/schema'
import { productDetailSchema } from '../product_detail/schema'
import { jobsDetailSchema } from '../jobs_detail/schema'
import { jobsListSchema } from '../jobs_list/schema'
import { recipesDetailSchema } from '../recipes_detail/schema'
import { recipesListSchema } from '../recipes_list/schema'
import { shortcutSchemaOf } from '../shortcut/schema'
import { tableSchema } from '../table/schema'
import { textSchema } from '../text/schema'
import { textMediaSchema } from '../textmedia/schema'
import { textpicSchema } from '../textpic/schema'
import { uploadsSchema } from '../uploads/schema'

/**
 * TYPO3 CType → the schema of its `content`, for the worker (see ./index.ts). A CType missing
 * here is unknown.
 */
const contentSchemas = {
  header: headerSchema,
  text: textSchema,
  textmedia: textMediaSchema,
  textpic: textpicSchema,
  image: imageSchema,
  bullets: bulletsSchema,
  table: tableSchema,
  uploads: uploadsSchema,
  html: htmlSchema,
  menu_pages: menuPagesSchema,
  menu_subpages: menuSubpagesSchema,
  menu_sitemap: menuSitemapSchema,
  shortcut: shortcutSchemaOf(parseContentElement),
  div: divSchema,
  container: containerSchemaOf(parseContentElement),
  hero_banner: heroBannerSchema,
  product_listing: productListingSchema,
  product_detail: productDetailSchema,
  cart: cartSchema,
  checkout_success: checkoutSuccessSchema,
  account_orders: accountOrdersSchema,
  account_returns: accountReturnsSchema,
  order_lookup: orderLookupSchema,
  login: loginSchema,
  account_register: accountRegisterSchema,
  account_password: accountPasswordSchema,
  account: accountSchema,
  account_information: accountInformationSchema,
  account_addresses: accountAddressesSchema,
  account_wishlist: accountWishlistSchema,
  form_formframework: formFrameworkSchema,
  pharmacy_search: pharmacySearchSchema,
  news_pi1: newsSchema,
  recipes_list: recipesListSchema,
  recipes_detail: recipesDetailSchema,
  jobs_list: jobsListSchema,
  jobs_detail: jobsDetailSchema,
} satisfies Record<string, z.ZodType<Record<string, unknown>>>

export type ElementType = keyof typeof contentSchemas

/** The parsed `content` of one CType, as its schema gives it: `ContentOf<'textpic'>`. */
export type ContentOf<T extends ElementType> = z.output<(typeof contentSchemas)[T]>
export const ELEMENT_TYPES = Object.keys(contentSchemas) as ElementType[]

/** Own keys only, so that a CType named 'constructor' is no element. */
export const isElementType = (type: string): type is ElementType =>
  Object.hasOwn(contentSchemas, type)

/**
 * An element with its `content` parsed by its type's schema. An unknown type or content that
 * does not parse keeps the element (development shows a placeholder naming it) with the reason
 * in `problem`: it never breaks the page. Invalid content is emptied. An unknown type keeps its
 * content as the CMS sent it, so the cached page still holds it when a later release knows the
 * type (the worker parses it then, src/worker/cms/cached-elements.ts); the worker empties it
 * before a render, which never reads it.
 */
export function parseContentElement(element: ContentElement): ContentElement {
  const { problem: _previous, ...frame } = element
  if (!isElementType(element.type)) {
    // b13/container CTypes are each project's own: a container is known by its shape.
    // A broken one keeps its CMS CType, which the worker's log and the placeholder name.
    if (readContainer(element.content) === null) return { ...frame, problem: 'unknown-type' }
    const content = { ...element.content, containerType: element.type }
    const parsed = contentSchemas.container.safeParse(content)
    if (!parsed.success) return { ...frame, content: {}, problem: 'invalid-content' }
    return { ...frame, type: 'container', content: parsed.data }
  }
  const parsed = contentSchemas[element.type].safeParse(element.content)
  if (!parsed.success) return { ...frame, content: {}, problem: 'invalid-content' }
  return { ...frame, content: parsed.data }
}
