import * as z from 'zod'
import { siteSchema, type SiteConfig, type SiteLocale } from './site-schema'

export type { FooterSource, SiteConfig, SiteLocale } from './site-schema'
export { footerSourceSchema } from './site-schema'

/**
 * The sites registry: which hostname serves which brand, country and locales, and where its
 * upstreams live (./site-schema.ts). Operators edit it in wrangler.toml (`[vars.SITES]`, per
 * environment); `npm run check:config` and every deploy check it whole (scripts/check-config.mjs),
 * and the worker reads it on first use. `defaults` is merged into every site, one level deep, so
 * each site names only what differs.
 *
 * Each site is read on its own: a mistake in one site's entry makes that site invalid (its
 * hostnames answer 503) and leaves the others serving, since one worker serves every brand.
 */

export type SitesRegistry = readonly SiteConfig[]

/** One mistake in a site's entry: the field, as a path into the site ('shop.storeViews'). */
export interface SiteProblem {
  readonly field: string
  readonly message: string
}

/** A site the worker cannot serve, with what its entry names of itself. */
export interface InvalidSite {
  /** Its `id`, or its place in the list ('sites[6]') when the id is missing too. */
  readonly id: string
  /** The hostnames it lists, as far as they are readable: their requests answer 503. */
  readonly hostnames: readonly string[]
  readonly problems: readonly SiteProblem[]
}

export interface SitesReading {
  readonly sites: SitesRegistry
  readonly invalid: readonly InvalidSite[]
  /** Mistakes of the registry as a whole (not JSON, no `sites` list): no site can be served. */
  readonly registryProblems: readonly string[]
}

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

/** 'locales.0.code' as an operator reads it: 'locales[0].code'. */
const fieldOf = (path: readonly PropertyKey[]): string =>
  path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('') || '(the entry)'

/** The rules across a site's fields, which its schema checks one field at a time. */
const crossFieldProblems = (site: SiteConfig): SiteProblem[] => {
  const problems: SiteProblem[] = []
  const localeCodes = new Set(site.locales.map((locale) => locale.code))
  if (!localeCodes.has(site.defaultLocale))
    problems.push({
      field: 'defaultLocale',
      message: `${site.defaultLocale} is not one of its locales`,
    })
  for (const code of localeCodes) {
    if (!site.shop.storeViews[code])
      problems.push({ field: 'shop.storeViews', message: `names no store view for locale ${code}` })
  }
  for (const code of Object.keys(site.shop.storeViews)) {
    if (!localeCodes.has(code))
      problems.push({
        field: 'shop.storeViews',
        message: `names ${code}, which is not one of its locales`,
      })
  }
  // A link given per locale must name every locale of the site: a missing one (or a typo such
  // as 'eng') would silently send that locale's shoppers to another language's page.
  for (const [name, link] of Object.entries(site.pageLinks)) {
    if (typeof link === 'string') continue
    for (const code of localeCodes) {
      if (!link[code])
        problems.push({ field: `pageLinks.${name}`, message: `names no path for locale ${code}` })
    }
  }
  return problems
}

const readableId = (raw: Json, index: number): string =>
  typeof raw.id === 'string' && raw.id.trim() !== '' ? raw.id : `sites[${index}]`

const readableHostnames = (raw: Json): string[] =>
  Array.isArray(raw.hostnames)
    ? raw.hostnames
        .filter((host) => typeof host === 'string')
        .map((host) => host.trim().toLowerCase())
    : []

const registrySchema = z.object({
  defaults: z.record(z.string(), z.unknown()).default({}),
  sites: z.array(z.record(z.string(), z.unknown())).min(1),
})

/**
 * Reads the registry as wrangler hands it over (an object, or its JSON text) site by site:
 * the valid sites, and the invalid ones with every problem of each. Never throws.
 */
export const readSites = (raw: unknown): SitesReading => {
  let value: unknown = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown
    } catch (error) {
      return { sites: [], invalid: [], registryProblems: [`not JSON: ${String(error)}`] }
    }
  }
  const registry = registrySchema.safeParse(value)
  if (!registry.success) {
    const problems = registry.error.issues.map(
      (issue) => `${fieldOf(issue.path)}: ${issue.message}`,
    )
    return { sites: [], invalid: [], registryProblems: problems }
  }
  const sites: SiteConfig[] = []
  const invalid: InvalidSite[] = []
  const hostOwners = new Map<string, string>()
  const ids = new Set<string>()
  registry.data.sites.forEach((entry, index) => {
    const id = readableId(entry, index)
    const parsed = siteSchema.safeParse(withDefaults(registry.data.defaults, entry))
    const problems: SiteProblem[] = parsed.success
      ? crossFieldProblems(parsed.data)
      : parsed.error.issues.map((issue) => ({ field: fieldOf(issue.path), message: issue.message }))
    if (ids.has(id)) problems.push({ field: 'id', message: `${id} is the id of an earlier site` })
    const hostnames = parsed.success ? parsed.data.hostnames : readableHostnames(entry)
    // The first site to list a hostname keeps it: a later one would otherwise take it over.
    for (const hostname of hostnames) {
      const owner = hostOwners.get(hostname)
      if (owner !== undefined)
        problems.push({ field: 'hostnames', message: `${hostname} is listed by site ${owner} too` })
    }
    ids.add(id)
    if (parsed.success && problems.length === 0) {
      sites.push(parsed.data)
      for (const hostname of hostnames) hostOwners.set(hostname, id)
    } else {
      const own = hostnames.filter((hostname) => !hostOwners.has(hostname))
      invalid.push({ id, hostnames: own, problems })
      for (const hostname of own) hostOwners.set(hostname, id)
    }
  })
  return { sites, invalid, registryProblems: [] }
}

/** Every problem of a reading, one line each: 'site litozin-de: shop.storeViews: …'. */
export const describeProblems = (reading: SitesReading): string[] => [
  ...reading.registryProblems.map((problem) => `registry: ${problem}`),
  ...reading.invalid.flatMap((site) =>
    site.problems.map((problem) => `site ${site.id}: ${problem.field}: ${problem.message}`),
  ),
]

/**
 * The registry when every site in it is valid; throws naming each problem otherwise. For tests
 * and tools that must not serve a partial registry; the worker reads with readSites.
 */
export const parseSites = (raw: unknown): SitesRegistry => {
  const reading = readSites(raw)
  const problems = describeProblems(reading)
  if (problems.length > 0)
    throw new Error(
      `Invalid SITES configuration:\n${problems.map((line) => `- ${line}`).join('\n')}`,
    )
  return reading.sites
}

/** A request's hostname as the registry lists it: port and a trailing dot dropped, lower case. */
const hostnameOf = (host: string): string =>
  host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')

/** The invalid site whose hostnames include a request's host, if any. */
export const findInvalidSite = (reading: SitesReading, host: string): InvalidSite | undefined => {
  const hostname = hostnameOf(host)
  return reading.invalid.find((site) => site.hostnames.includes(hostname))
}

/** The site serving a request's hostname (port ignored, case-insensitive), if any. */
export const findSite = (sites: SitesRegistry, host: string): SiteConfig | undefined => {
  const hostname = hostnameOf(host)
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
    checkoutHandover: SiteConfig['shop']['checkoutHandover']
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
    checkoutHandover: site.shop.checkoutHandover,
  },
  analytics: site.analytics,
  pageLinks: site.pageLinks,
  ecommerce: site.ecommerce,
  cart: site.cart,
  config: site.config,
  images: site.images,
})
