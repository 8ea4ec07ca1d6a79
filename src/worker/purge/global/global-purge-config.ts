import type { SitesRegistry } from '../../../brands/sites'
import type { ZonePurgeApi } from './zone-purge-api'

/** Cloudflare's API, unless CLOUDFLARE_API_BASE names another (the demo's stand-in locally). */
export const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4'

/** Zone ids are 32 lower-case hex digits; anything else is a typo, never sent. */
const ZONE_ID = /^[0-9a-f]{32}$/

/** What a purge needs to ask every data center, from the worker's secrets and vars. */
export interface GlobalPurgeConfig {
  api: ZonePurgeApi
  sites: SitesRegistry
  /** The zone a site's hostnames are in, or null when none is configured. */
  zoneOf(site: string): string | null
}

/** The secret naming one site's zone: litozin-de → CLOUDFLARE_ZONE_ID_LITOZIN_DE. */
export const zoneSecretOf = (site: string): string =>
  `CLOUDFLARE_ZONE_ID_${site.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`

const stringOf = (env: object, name: string): string => {
  const value = (env as Record<string, unknown>)[name]
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * Secrets `CLOUDFLARE_API_TOKEN` (zone permission "Cache Purge") and `CLOUDFLARE_ZONE_ID` (the
 * zone of every site), or `CLOUDFLARE_ZONE_ID_<SITE>` for a site in a zone of its own. Without a
 * token: null, and purges work where they run only, as before.
 */
export const globalPurgeConfigOf = (
  env: object,
  sites: SitesRegistry,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): GlobalPurgeConfig | null => {
  const token = stringOf(env, 'CLOUDFLARE_API_TOKEN')
  if (token === '') return null
  const base = (stringOf(env, 'CLOUDFLARE_API_BASE') || CLOUDFLARE_API).replace(/\/+$/, '')
  const fallback = stringOf(env, 'CLOUDFLARE_ZONE_ID')
  return {
    api: { base, token, fetch: fetcher },
    sites,
    zoneOf: (site) => {
      const zone = stringOf(env, zoneSecretOf(site)) || fallback
      return ZONE_ID.test(zone) ? zone : null
    },
  }
}
