/**
 * Where the edge cache keeps whole responses: the Cache API of the runtime (its default cache, in
 * workerd locally as on Cloudflare), keyed by URL (the page's address with the edge parameter,
 * ./edge-request.ts, so no other answer of the zone shares a key). Its entries are indexed in D1
 * beside the upstream cache's (src/worker/upstream-cache/cache-index.ts) under `response:<url>`,
 * so that a purge finds them by site, locale, path, page id, catalogue or sku like any KV entry,
 * and deletes them here (src/worker/purge/purge-batch.ts).
 *
 * On Cloudflare the Cache API keeps an entry in the data center that stored it
 * (https://developers.cloudflare.com/workers/runtime-apis/cache/): a purge deletes it where it
 * runs, and asks the zone's purge API to remove it everywhere by its Cache-Tag
 * (../purge/global/). The default cache, not a named one: Cloudflare documents the zone's purges
 * for the Cache API's entries, and says nothing of named caches
 * (https://developers.cloudflare.com/workers/reference/how-the-cache-works/#purge-assets-stored-with-the-cache-api).
 * Without an API token, other data centers' copies end with their lifetime, which never outlasts
 * the freshness of the KV entries they were made of (./edge-store.ts).
 */
import { dropHotCopy, hotCopy, keepHotCopy } from './hot-copies'
import { storedAnswerOf, type StoredAnswer } from './stored-answer'

const KEY_PREFIX = 'response:'

export const responseKeyOf = (url: string): string => `${KEY_PREFIX}${url}`
export const isResponseKey = (key: string): boolean => key.startsWith(KEY_PREFIX)
/** The URL a stored response is kept under in the Cache API. */
export const urlOfResponseKey = (key: string): string => key.slice(KEY_PREFIX.length)

export interface ResponseCache {
  match(key: string): Promise<StoredAnswer | undefined>
  put(key: string, response: Response): Promise<void>
  /** True when there was an entry to delete. */
  delete(key: string): Promise<boolean>
}

/** The runtime's default cache (workerd's `caches.default`, which the DOM typings do not know). */
const open = async (): Promise<Cache> => (caches as unknown as { default: Cache }).default

/** The runtime's cache, with the isolate's hot copies in front (./hot-copies.ts). */
export const runtimeResponseCache: ResponseCache = {
  match: async (key) => {
    const now = Date.now()
    const hot = hotCopy(key, now)
    if (hot) return hot
    const stored = await (await open()).match(urlOfResponseKey(key))
    if (!stored) return undefined
    const answer = await storedAnswerOf(stored)
    keepHotCopy(key, answer, now)
    return answer
  },
  put: async (key, response) => {
    dropHotCopy(key)
    await (await open()).put(urlOfResponseKey(key), response)
  },
  delete: async (key) => {
    dropHotCopy(key)
    return (await open()).delete(urlOfResponseKey(key))
  },
}
