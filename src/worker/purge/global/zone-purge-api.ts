/**
 * The client of Cloudflare's zone cache purge API, purge by tag:
 * `POST <base>/zones/<zone id>/purge_cache` with `{ "tags": [...] }` and a bearer token holding
 * the zone permission "Cache Purge" (https://developers.cloudflare.com/api/resources/cache/methods/purge/).
 * At most 100 tags a request on every plan, and purge requests are rate limited per account
 * (5 a minute on Free, 5 a second on Pro; a 429 names the wait in Retry-After):
 * https://developers.cloudflare.com/cache/how-to/purge-cache/#availability-and-limits.
 * A 200 means Cloudflare accepted the purge, and it then runs in every data center.
 */

/** Tags per request: the limit of tag purges on every plan. */
export const TAGS_PER_REQUEST = 100
/** One request waits this long at most: the purge (and a queue batch) must not hang on it. */
const REQUEST_TIMEOUT_MS = 10_000

export interface ZonePurgeApi {
  /** 'https://api.cloudflare.com/client/v4', or the demo upstreams' stand-in locally. */
  base: string
  token: string
  fetch: typeof fetch
}

/** Tags still to be asked for, by zone id. */
export type TagsByZone = Readonly<Record<string, readonly string[]>>

export type AskOutcome =
  | { ok: true; asked: number }
  | {
      ok: false
      /** Tags the API accepted before the failure. */
      asked: number
      /** What is left, the failed request's tags included: the next attempt asks for these. */
      left: TagsByZone
      /** The API's wait on a 429, in seconds, when it named one. */
      retryAfterSeconds: number | null
      /** For the purge log and the editors' page: status and the API's own message. */
      message: string
    }

interface Envelope {
  success?: boolean
  errors?: { code?: number; message?: string }[]
}

const chunksOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  )

const retryAfterOf = (response: Response): number | null => {
  const seconds = Number(response.headers.get('retry-after'))
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null
}

/** Why a request failed, in a line: its status and the API's first error. */
const failureOf = (status: number, envelope: Envelope | null): string => {
  const error = envelope?.errors?.[0]
  const detail = error?.message ? `: ${error.message}${error.code ? ` (${error.code})` : ''}` : ''
  return `HTTP ${status}${detail}`
}

/** One request of at most TAGS_PER_REQUEST tags: null when accepted, else why not. */
const purgeChunk = async (
  api: ZonePurgeApi,
  zone: string,
  tags: readonly string[],
): Promise<{ message: string; retryAfterSeconds: number | null } | null> => {
  let response: Response
  try {
    response = await api.fetch(`${api.base}/zones/${encodeURIComponent(zone)}/purge_cache`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch (error) {
    return { message: `unreachable: ${String(error)}`, retryAfterSeconds: null }
  }
  const envelope = (await response.json().catch(() => null)) as Envelope | null
  if (response.ok && envelope?.success === true) return null
  return {
    message: failureOf(response.status, envelope),
    retryAfterSeconds: response.status === 429 ? retryAfterOf(response) : null,
  }
}

/**
 * Asks for every tag, zone by zone in requests of TAGS_PER_REQUEST, one at a time (a purge of
 * 400 pages is 4 requests, within the 6 connections an invocation may hold), and stops at the
 * first failure: the rest waits for the next attempt, so a rate limit is not hit harder.
 */
export const purgeTags = async (api: ZonePurgeApi, pending: TagsByZone): Promise<AskOutcome> => {
  let asked = 0
  const zones = Object.entries(pending).filter(([, tags]) => tags.length > 0)
  for (const [zoneIndex, [zone, tags]] of zones.entries()) {
    for (const [chunkIndex, chunk] of chunksOf(tags, TAGS_PER_REQUEST).entries()) {
      const failure = await purgeChunk(api, zone, chunk)
      if (failure === null) {
        asked += chunk.length
        continue
      }
      const left: Record<string, readonly string[]> = {
        [zone]: tags.slice(chunkIndex * TAGS_PER_REQUEST),
      }
      for (const [laterZone, laterTags] of zones.slice(zoneIndex + 1)) left[laterZone] = laterTags
      return { ok: false, asked, left, ...failure }
    }
  }
  return { ok: true, asked }
}
