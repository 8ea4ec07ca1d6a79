import * as z from 'zod'
import { DATE_TIME_ZONE, isTimeZone } from '../lib/format-date'
import { BRANDS, DEFAULT_BRAND, DEFAULT_COUNTRY } from './brand'

/**
 * The sites registry: which hostname serves which brand, country and locales, and where its
 * upstreams live. Operators edit it in wrangler.toml (`[vars.SITES]`, per environment); the
 * worker validates it with this schema on first use. `defaults` is merged into every site, one
 * level deep, so each site names only what differs.
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

const siteSchema = z.object({
  id: z.string().min(1),
  hostnames: z.array(z.string().min(1)).min(1),
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
     * shop data is kept per store view (issue 25). Each of the site's locales needs one.
     */
    storeViews: z.record(z.string(), z.string().regex(STORE_VIEW_CODE, STORE_VIEW_MESSAGE)),
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

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Merges `defaults` under `site`, one level deep (nested objects merge, arrays replace). */
const withDefaults = (defaults: Json, site: Json): Json => {
  const merged: Json = { ...defaults }
  for (const [key, value] of Object.entries(site)) {
    const base = merged[key]
    merged[key] = isObject(base) && isObject(value) ? { ...base, ...value } : value
  }
  return merged
}

const registrySchema = z
  .object({
    defaults: z.record(z.string(), z.unknown()).default({}),
    sites: z.array(z.record(z.string(), z.unknown())).min(1),
  })
  .transform(({ defaults, sites }, ctx) => {
    const parsed = z.array(siteSchema).safeParse(sites.map((site) => withDefaults(defaults, site)))
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ ...issue, path: ['sites', ...issue.path] })
      return z.NEVER
    }
    return parsed.data
  })
  .superRefine((sites, ctx) => {
    const seen = new Set<string>()
    for (const site of sites) {
      if (!site.locales.some((locale) => locale.code === site.defaultLocale)) {
        ctx.addIssue({
          code: 'custom',
          message: `site ${site.id}: defaultLocale is not one of its locales`,
        })
      }
      const localeCodes = new Set(site.locales.map((locale) => locale.code))
      for (const code of localeCodes) {
        if (!site.shop.storeViews[code])
          ctx.addIssue({
            code: 'custom',
            message: `site ${site.id}: shop.storeViews names no store view for locale ${code}`,
          })
      }
      for (const code of Object.keys(site.shop.storeViews)) {
        if (!localeCodes.has(code))
          ctx.addIssue({
            code: 'custom',
            message: `site ${site.id}: shop.storeViews names ${code}, which is not one of its locales`,
          })
      }
      for (const hostname of site.hostnames) {
        if (seen.has(hostname))
          ctx.addIssue({ code: 'custom', message: `hostname ${hostname} is listed twice` })
        seen.add(hostname)
      }
    }
  })

export type SitesRegistry = readonly SiteConfig[]

/** Parses the registry as wrangler hands it over (an object, or its JSON text); throws on errors. */
export const parseSites = (raw: unknown): SitesRegistry => {
  const value = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw
  const result = registrySchema.safeParse(value)
  if (!result.success)
    throw new Error(`Invalid SITES configuration: ${z.prettifyError(result.error)}`)
  return result.data
}

/** The site serving a request's hostname (port ignored, case-insensitive), if any. */
export const findSite = (sites: SitesRegistry, host: string): SiteConfig | undefined => {
  const hostname = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  return sites.find((site) => site.hostnames.includes(hostname))
}

/** What the browser may know of a site: everything but upstream CMS internals. */
export interface PublicSite {
  id: string
  brand: SiteConfig['brand']
  country: string
  locales: SiteLocale[]
  defaultLocale: string
  shop: {
    baseUrl: string
    graphqlUrl: string
    websocketUrl: string | null
    currency: string
    /**
     * The countries the shop delivers to (its configuration's `countries`, ISO 3166 codes): what
     * the cart's estimate and the address book offer. The site's default shipping country alone
     * while the shop has not told.
     */
    shippingCountries: readonly string[]
    storeViews: Readonly<Record<string, string>>
  }
  analytics: SiteConfig['analytics']
  pageLinks: SiteConfig['pageLinks']
  ecommerce: SiteConfig['ecommerce']
  cart: SiteConfig['cart']
  config: SiteConfig['config']
  images: SiteConfig['images']
}

export const toPublicSite = (site: SiteConfig): PublicSite => ({
  id: site.id,
  brand: site.brand,
  country: site.country,
  locales: site.locales,
  defaultLocale: site.defaultLocale,
  shop: {
    baseUrl: site.shop.baseUrl,
    graphqlUrl: site.shop.graphqlUrl,
    websocketUrl: site.shop.websocketUrl ?? null,
    currency: site.shop.currency,
    shippingCountries: [site.cart.defaultShippingCountry.toUpperCase()],
    storeViews: site.shop.storeViews,
  },
  analytics: site.analytics,
  pageLinks: site.pageLinks,
  ecommerce: site.ecommerce,
  cart: site.cart,
  config: site.config,
  images: site.images,
})
