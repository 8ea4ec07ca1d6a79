/**
 * Where the edge cache keeps whole responses: the Cache API of the runtime (a named cache, in
 * workerd locally as on Cloudflare), keyed by URL. Its entries are indexed in D1 beside the
 * upstream cache's (src/worker/cache/cache-index.ts) under `response:<url>`, so that a purge
 * finds them by site, locale, path, page id, catalogue or sku like any KV entry, and deletes
 * them here (src/worker/purge/purge.ts).
 *
 * On Cloudflare the Cache API keeps an entry in the data center that stored it
 * (https://developers.cloudflare.com/workers/runtime-apis/cache/): a purge deletes it where it
 * runs, and other data centers' copies end with their lifetime, which never outlasts the
 * freshness of the KV entries they were made of (./edge-store.ts): the same bound KV's own
 * eventual consistency (60 s) sets.
 */
import { dropHotCopy, hotCopy, keepHotCopy } from './hot-copies'
import { storedAnswerOf, type StoredAnswer } from './stored-answer'

const CACHE_NAME = 'pages'
const KEY_PREFIX = 'response:'

export const responseKeyOf = (url: string): string => `${KEY_PREFIX}${url}`
export const isResponseKey = (key: string): boolean => key.startsWith(KEY_PREFIX)
const urlOf = (key: string): string => key.slice(KEY_PREFIX.length)

export interface ResponseCache {
  match(key: string): Promise<StoredAnswer | undefined>
  put(key: string, response: Response): Promise<void>
  /** True when there was an entry to delete. */
  delete(key: string): Promise<boolean>
}

/** The runtime's named cache, opened once per isolate. */
let opened: Promise<Cache> | null = null
const open = () => (opened ??= caches.open(CACHE_NAME))

/** The runtime's cache, with the isolate's hot copies in front (./hot-copies.ts). */
export const runtimeResponseCache: ResponseCache = {
  match: async (key) => {
    const now = Date.now()
    const hot = hotCopy(key, now)
    if (hot) return hot
    const stored = await (await open()).match(urlOf(key))
    if (!stored) return undefined
    const answer = await storedAnswerOf(stored)
    keepHotCopy(key, answer, now)
    return answer
  },
  put: async (key, response) => {
    dropHotCopy(key)
    await (await open()).put(urlOf(key), response)
  },
  delete: async (key) => {
    dropHotCopy(key)
    return (await open()).delete(urlOf(key))
  },
}
