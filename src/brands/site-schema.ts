import * as z from 'zod'
import { DATE_TIME_ZONE, isTimeZone } from '../lib/format-date'
import { BRANDS, DEFAULT_BRAND, DEFAULT_COUNTRY } from './brand'

/**
 * The schema of one site of the registry (./sites.ts reads the registry with it): which hostname
 * serves which brand, country and locales, and where its upstreams live.
 */

const localeSchema = z.object({
  /** The path prefix, e.g. 'en' in /en/about. */
  code: z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/),
  languageId: z.number().int().min(0),
  twoLetterIsoCode: z.string().length(2),
  hreflang: z.string().min(2),
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
})

const httpUrl = z.url({ protocol: /^https?$/ })
/** Magento's store codes: a letter, then lower-case letters, digits and '_' (its admin form's rule). */
const STORE_VIEW_CODE = /^[a-z][a-z0-9_]{0,31}$/
const STORE_VIEW_MESSAGE =
  "a Magento store view code: a lower-case letter, then lower-case letters, digits or '_'"

/** Matomo site and container ids go into script addresses: letters, digits, '_' and '-' only. */
const MATOMO_ID = /^[A-Za-z0-9_-]*$/

/**
 * A hostname as requests name it: labels of letters, digits and '-' (case folded, as findSite
 * folds the request's), no scheme, port, path or spaces, which would never match a request.
 */
const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/
const hostnameSchema = z.string().trim().toLowerCase().regex(HOSTNAME, {
  message: 'a hostname such as www.vitalis.de: no scheme, port, path or spaces',
})

const sitePath = z.string().startsWith('/')
const pageLinkSchema = z.union([sitePath, z.record(z.string(), sitePath)])

/**
 * Where the footer's links come from. EXT:headless's initial data carries only `navigation` and
 * `i18n`; sites add a footer the way they add any menu to it: one more `headless-menu` data
 * processor in the initialData TypoScript (`special = directory` on a footer folder), whose
 * answer has the shape of `navigation`. `menu` reads such a field: its entries with subpages
 * become titled columns, the others one column without a title. `groups` reads this project's
 * own field, `[{ title, links }]` (the demo CMS's brand sites), and is the default, so existing
 * sites keep their footer. A field that is missing or broken gives a footer without links.
 */
export const footerSourceSchema = z
  .discriminatedUnion('source', [
    z.object({ source: z.literal('groups'), field: z.string().min(1).default('footer') }),
    z.object({ source: z.literal('menu'), field: z.string().min(1).default('footerNavigation') }),
  ])
  .default({ source: 'groups', field: 'footer' })

export type FooterSource = z.infer<typeof footerSourceSchema>

export const siteSchema = z.object({
  id: z.string().min(1),
  hostnames: z.array(hostnameSchema).min(1),
  brand: z.enum(BRANDS).default(DEFAULT_BRAND),
  country: z.string().length(2).default(DEFAULT_COUNTRY),
  locales: z.array(localeSchema).min(1),
  defaultLocale: z.string(),
  cms: z.object({
    baseUrl: httpUrl,
    initialDataPath: z.string().startsWith('/'),
    initialDataFallbackPath: z.string().startsWith('/'),
    pageTypeParam: z.string().default('type'),
    queryWhitelist: z.array(z.string()).default([]),
    timeoutMs: z.number().int().positive().default(5000),
    /**
     * A path the CMS answers with the site's error page (TYPO3's errorHandling answers any
     * unknown path with it; a site may have a page of its own there). The worker shows it for
     * an address it will not send to the CMS (a malformed one), in the site's language.
     */
    notFoundPath: z.string().startsWith('/').default('/404'),
    /** Which field of the initial data holds the footer's links (footerSourceSchema). */
    footer: footerSourceSchema,
  }),
  shop: z.object({
    baseUrl: httpUrl,
    graphqlUrl: httpUrl,
    websocketUrl: z.url({ protocol: /^wss?$/ }).optional(),
    currency: z.string().length(3).default('EUR'),
    /**
     * The Magento store view of each locale, by locale code (`{ de = "vitalis_de" }`): every
     * shop request of a page in that locale names it in the `Store` header, and every cache of
     * shop data is kept per store view. Each of the site's locales needs one.
     */
    storeViews: z.record(z.string(), z.string().regex(STORE_VIEW_CODE, STORE_VIEW_MESSAGE)),
    /**
     * How the checkout button hands a signed-in customer's token to the shop host's /cartmerge:
     * 'post' in a form's body, which no address bar, history or access log keeps; 'query' as
     * SPEC.md section 7 names it, for a shop host that reads only its query. Either way the token
     * is added at the click and never stands in the page.
     */
    checkoutHandover: z.enum(['post', 'query']).default('query'),
  }),
  /**
   * Matomo (SPEC.md section 7): the tracker at `baseUrl` (matomo.js, matomo.php) for Matomo's
   * site `id`, and, when `container` names one, the Tag Manager container that reads the data
   * layer. Active only when enabled with a base URL and an id, and not in preview.
   */
  analytics: z
    .object({
      enabled: z.boolean().default(false),
      baseUrl: z.union([z.literal(''), httpUrl]).default(''),
      id: z.string().regex(MATOMO_ID).default(''),
      container: z.string().regex(MATOMO_ID).default(''),
      preview: z.boolean().default(false),
    })
    .prefault({}),
  /** Site-relative paths, one for all locales or one per locale code; the locale prefix is added. */
  pageLinks: z
    .object({
      login: pageLinkSchema.default('/login'),
      cart: pageLinkSchema.default('/cart'),
      privacy: pageLinkSchema.default('/privacy'),
      /** Where the empty cart sends the shopper back to: the product overview. */
      products: pageLinkSchema.default('/'),
      /** The success page the shop host returns the shopper to after the purchase. */
      success: pageLinkSchema.default('/checkout/success'),
      /**
       * The customer account's overview, and the prefix of every account page: a page at or
       * below it needs a signed-in customer (./route-guard.ts).
       */
      account: pageLinkSchema.default('/account'),
      /** Create an account, and the password forgotten/reset page: for guests, not guarded. */
      register: pageLinkSchema.default('/register'),
      password: pageLinkSchema.default('/password'),
      /** The guest order lookup: a guest follows an order placed without an account. */
      orderStatus: pageLinkSchema.default('/order-status'),
    })
    .prefault({}),
  /**
   * Whether the site sells: without it the cart, checkout and account pages answer 404
   * (the ecommerce route guard of SPEC.md section 2, ./route-guard.ts). On unless switched off.
   */
  ecommerce: z.object({ enabled: z.boolean().default(true) }).prefault({}),
  cart: z.object({
    defaultShippingCountry: z.string().length(2),
    defaultShippingPostcode: z.string().min(1),
  }),
  config: z.object({
    rootCategoryId: z.number().int().positive(),
    /** The IANA zone dates are shown in (src/lib/format-date.ts); one Intl does not know fails. */
    timezone: z
      .string()
      .refine(isTimeZone, { message: 'not a time zone Intl knows' })
      .default(DATE_TIME_ZONE),
    /**
     * The heading level of an element header left at 'Default' (header_layout 0): the site's
     * `styles.content.defaultHeaderType` in TYPO3. Unset: h2, TYPO3's own default.
     */
    defaultHeaderType: z.number().int().min(1).max(6).optional(),
  }),
  /**
   * Images in the widths a layout needs: `transform.baseUrl` is where the zone serves Cloudflare
   * Image transformations (`<baseUrl>/cdn-cgi/image/<options>/<source>`, '' for the
   * storefront's own zone; the zone must have transformations enabled and allow the upstreams'
   * image hosts as sources). Without it, images are the upstreams' files as they are.
   */
  images: z
    .object({
      transform: z
        .object({
          baseUrl: z.string().regex(/^(https?:\/\/[^/\s?#]+)?$/, {
            message: "'' (this zone) or an origin such as https://www.example.com, no path",
          }),
        })
        .optional(),
    })
    .prefault({}),
  cache: z
    .object({
      /** Seconds a cached page is served as fresh. */
      ttlSeconds: z.number().int().positive().default(60),
      /** Seconds a CMS not-found answer is cached. */
      notFoundTtlSeconds: z.number().int().positive().default(10),
    })
    .prefault({}),
})

export type SiteConfig = z.infer<typeof siteSchema>
export type SiteLocale = z.infer<typeof localeSchema>
