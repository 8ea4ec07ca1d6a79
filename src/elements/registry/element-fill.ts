import type { ProductDetail } from '../product_detail/product-detail'
import type { ListingQuery, ListingState } from '../../shop'

/**
 * The shop data the worker hands element fills, each through its own cache (src/worker: the
 * KV entries of the site's catalogue scope). An interface, so elements never import the worker:
 * the worker implements it, the way a Hydrogen route's loader receives its storefront client.
 */
export interface ShopData {
  /** One listing's page of products for a query; 'error' when the shop failed with no copy. */
  listing(request: { path: string; query: ListingQuery; pageSize: number }): Promise<ListingState>
  /** One product's detail page data by url key; null when the shop has no such product. */
  productDetail(urlKey: string): Promise<ProductDetail | null>
  /**
   * A product's url key in the store view of each of the site's locales (by locale code), given
   * its key in the page's: Magento's url keys are store-scoped. A locale whose view lacks the
   * product, or whose shop failed, is left out.
   */
  productUrlKeys(product: {
    sku: string
    urlKey: string
  }): Promise<Readonly<Record<string, string>>>
}

/** What a fill knows of the request. */
export interface FillContext {
  /** The page's path as the shopper sees it (locale prefix included). */
  path: string
  /** The site's whitelisted query parameters, canonical (as for the page's own cache key). */
  query: URLSearchParams
  shop: ShopData
  /** The site's locales, to read the page's language links (TYPO3 names them by language id). */
  locales: readonly { code: string; languageId: number }[]
  /** The request's time (ms): what the CMS dated (a posting's closing date) is judged by it. */
  now: number
}

/**
 * An element type's server fill (DESIGN.md section 5): the data its render needs beyond what the
 * CMS sent, added per request, never cached with the CMS's page. Declared in the type's folder
 * (its definition.ts names it) and typed by its content `C`, the output of its schema (not by
 * its CType: the CTypes are derived from the definitions, which hold the fills); the route loader
 * (src/worker/loaders/load-route.ts) runs the fills of the elements a page holds, and nothing else.
 */
export interface ElementFill<C> {
  fill(content: C, context: FillContext): Promise<C>
  /**
   * True: the page streams around the element while its fill runs (the element suspends on it,
   * useStreamedContent); false: the render waits for it (what decides the status or the head).
   * A function decides per request (a listing streams unless it is a category view, whose
   * category the head names).
   */
  streamed: boolean | ((context: FillContext) => boolean)
  /** The filled content names nothing that exists: the page is the site's not-found page. */
  missing?(content: C): boolean
  /**
   * The page's status when the element still renders but says the address names something gone
   * (a closed posting: 410) or never there (a listing page past the last: 404); null for none.
   * Only a fill the render waits for (`streamed` false for the request) can set it: a streamed
   * page's status went out before its fill ended.
   */
  status?(content: C): 404 | 410 | null
  /** The filled content names the page (its title and current breadcrumb); null leaves it. */
  pageTitle?(content: C): string | null
  /**
   * The page's address in another locale, from the CMS's link to it: what the content names may
   * have an address of its own per language (a product's url key per store view). Null: the
   * page does not exist in that language, which the language links then treat as untranslated.
   */
  languageLink?(content: C, link: string, locale: string): string | null
}
