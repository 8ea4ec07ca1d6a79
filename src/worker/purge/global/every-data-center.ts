import { findSite, type SitesRegistry } from '../../../brands/sites'
import type { IndexSelection } from '../../upstream-cache/index-selection'
import type { GlobalProgress, GlobalStanding, PendingTags } from '../log/global-purge-log'
import { entryTagOf, localeTagOf, siteTagOf } from '../../page-cache/cache-tags'
import { isResponseKey, urlOfResponseKey } from '../../page-cache/response-cache'
import type { GlobalPurgeConfig } from './global-purge-config'
import { purgeTags } from './zone-purge-api'

/**
 * The step of a purge that reaches every data center: the Cache-Tags of the stored pages it
 * covers (../../page-cache/cache-tags.ts) asked of the zone's purge API, batch by batch, in the request
 * and in the purge queue's batches; a failed ask is kept in the purge log and asked again by the
 * queue, later each time, until it is accepted or MAX_ATTEMPTS failed in a row.
 */

/** Failed asks in a row before the step gives up (about 21 minutes of waiting in all). */
export const MAX_ATTEMPTS = 8
/** Tags kept waiting in a log row; past it a zone's are replaced by its sites' tags. */
export const MAX_PENDING_TAGS = 1000
/** The longest wait between asks (Free plans allow 5 tag purges a minute). */
const MAX_DELAY_SECONDS = 600

/** A tag and the site whose pages it names (its zone follows from the site). */
export interface SiteTag {
  site: string
  tag: string
}

export interface GlobalStep extends GlobalProgress {
  /** When the queue should ask again, in seconds; null when nothing waits. */
  retryInSeconds: number | null
}

/**
 * A purge of whole sites (or of everything) asks once, at its start, for its sites' or locales'
 * tags: one request where its thousands of pages would take dozens. Other scopes: null, and each
 * batch asks for the tags of the pages it found.
 */
export const scopeTagsOf = (
  selections: readonly IndexSelection[],
  sites: SitesRegistry,
): SiteTag[] | null => {
  const tags: SiteTag[] = []
  for (const selection of selections) {
    if (selection.scope === 'all') {
      for (const site of sites) tags.push({ site: site.id, tag: siteTagOf(site.id) })
    } else if (selection.scope === 'site') {
      const tag = selection.locale
        ? localeTagOf(selection.site, selection.locale)
        : siteTagOf(selection.site)
      tags.push({ site: selection.site, tag })
    } else {
      return null
    }
  }
  return tags
}

/** The tags of a batch's stored pages (its other keys are KV's, which Cloudflare keeps alike everywhere). */
export const entryTagsOf = async (
  keys: readonly string[],
  sites: SitesRegistry,
): Promise<SiteTag[]> => {
  const tags: SiteTag[] = []
  for (const key of keys.filter(isResponseKey)) {
    const site = findSite(sites, new URL(urlOfResponseKey(key)).host)
    if (site) tags.push({ site: site.id, tag: await entryTagOf(key) })
  }
  return tags
}

const delayOf = (attempts: number, retryAfterSeconds: number | null): number =>
  Math.min(retryAfterSeconds ?? 10 * 2 ** (attempts - 1), MAX_DELAY_SECONDS)

/**
 * Pending and fresh tags together, each once, by zone. A zone with more than MAX_PENDING_TAGS
 * asks for the tags of its sites instead: more is purged, nothing is missed, and the log row
 * stays small however long the API stays away.
 */
const merged = (
  config: GlobalPurgeConfig,
  pending: PendingTags,
  fresh: readonly SiteTag[],
): { byZone: Record<string, string[]>; unzoned: Set<string> } => {
  const byZone = new Map<string, Set<string>>()
  const unzoned = new Set<string>()
  const add = (zone: string, tag: string) => {
    const tags = byZone.get(zone) ?? new Set<string>()
    tags.add(tag)
    byZone.set(zone, tags)
  }
  for (const [zone, tags] of Object.entries(pending)) for (const tag of tags) add(zone, tag)
  for (const { site, tag } of fresh) {
    const zone = config.zoneOf(site)
    if (zone === null) unzoned.add(site)
    else add(zone, tag)
  }
  const result: Record<string, string[]> = {}
  for (const [zone, tags] of byZone) {
    result[zone] =
      tags.size <= MAX_PENDING_TAGS
        ? [...tags]
        : config.sites
            .filter((site) => config.zoneOf(site.id) === zone)
            .map((site) => siteTagOf(site.id))
  }
  return { byZone: result, unzoned }
}

const OFF: GlobalStep = {
  state: 'off',
  asked: 0,
  pending: {},
  attempts: 0,
  error: null,
  retryInSeconds: null,
}

/** Asks for what waits and what this batch found; says how the step stands after. */
export const askEveryDataCenter = async (
  config: GlobalPurgeConfig | null,
  standing: GlobalStanding,
  fresh: readonly SiteTag[],
): Promise<GlobalStep> => {
  if (config === null) return OFF
  const { byZone, unzoned } = merged(config, standing.pending, fresh)
  const missingZones =
    unzoned.size > 0
      ? `no zone id for site ${[...unzoned].join(', ')} (CLOUDFLARE_ZONE_ID or CLOUDFLARE_ZONE_ID_<SITE>)`
      : null
  if (Object.keys(byZone).length === 0 && missingZones === null) {
    // Nothing to ask: the step stands as it did (a step that gave up stays so).
    const failed = standing.state === 'failed'
    return {
      state: failed ? 'failed' : 'done',
      asked: 0,
      pending: {},
      attempts: standing.attempts,
      error: failed ? standing.error : null,
      retryInSeconds: null,
    }
  }
  const outcome = await purgeTags(config.api, byZone)
  if (outcome.ok) {
    return {
      state: missingZones ? 'failed' : 'done',
      asked: outcome.asked,
      pending: {},
      attempts: 0,
      error: missingZones,
      retryInSeconds: null,
    }
  }
  const attempts = standing.attempts + 1
  const givesUp = attempts >= MAX_ATTEMPTS
  return {
    state: givesUp ? 'failed' : 'retrying',
    asked: outcome.asked,
    pending: outcome.left,
    attempts,
    error: outcome.message,
    retryInSeconds: givesUp ? null : delayOf(attempts, outcome.retryAfterSeconds),
  }
}
