import { sha256Hex } from '../upstream-cache/cache-key'

/**
 * The Cache-Tag of a stored response (./edge-store.ts), by which the zone's purge API removes it
 * in every data center: Cloudflare keeps Cache API entries per data center, `cache.delete` clears
 * only the one it runs in, and "to purge an asset globally, use the standard cache purge
 * options" — purge by tag, host, prefix or everything, not by URL
 * (https://developers.cloudflare.com/workers/reference/how-the-cache-works/#purge-assets-stored-with-the-cache-api;
 * `Cache-Tag` on the response given to `cache.put`:
 * https://developers.cloudflare.com/workers/runtime-apis/cache/#headers).
 *
 * Tags are printable ASCII without spaces, compared case-insensitively, at most 1,024 characters
 * each (https://developers.cloudflare.com/cache/how-to/purge-cache/purge-by-tags/): an entry's
 * tag is a hash of its key (a URL may hold any character), a site's and a locale's are their ids.
 * The prefix keeps them apart from whatever else the zone tags.
 */
const PREFIX = 'vsf'

/** The entry itself: what a purge of a path, a page id, a catalogue or a sku asks for. */
export const entryTagOf = async (key: string): Promise<string> =>
  `${PREFIX}-e-${(await sha256Hex(key)).slice(0, 32)}`

/** Every stored page of a site: what a purge of the site (or of everything) asks for. */
export const siteTagOf = (site: string): string => `${PREFIX}-s-${site}`

/** Every stored page of one locale of a site. */
export const localeTagOf = (site: string, locale: string): string => `${PREFIX}-l-${site}-${locale}`

/** The header value a stored response carries: its own tag, its site's and its locale's. */
export const cacheTagHeaderOf = async (key: string, site: string, locale: string) =>
  [await entryTagOf(key), siteTagOf(site), localeTagOf(site, locale)].join(',')
