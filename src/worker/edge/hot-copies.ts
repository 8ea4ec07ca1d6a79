/**
 * The isolate's own copies of the responses it answered most recently from the Cache API, for
 * HOT_COPY_MS: a popular page is read from the Cache API once per isolate every two seconds,
 * not for every request (in workerd a Cache API read costs a third of a hot answer's time:
 * docs/benchmarks.md). A purge deletes the copies of the isolate it runs in at once; another
 * isolate's copy ends within HOT_COPY_MS, far inside the bound KV's consistency and other data
 * centers' Cache API copies already set (./response-cache.ts).
 */
export const HOT_COPY_MS = 2000
/** Bounded by count and size, whatever the catalogue: an isolate has 128 MB in all. */
const MAX_COPIES = 200
const MAX_BYTES = 8 * 1024 * 1024

interface HotCopy {
  status: number
  headers: [string, string][]
  body: string
  until: number
}

/** Insertion order is age order: the first entry is the one to drop. */
const copies = new Map<string, HotCopy>()
let bytes = 0

const drop = (key: string) => {
  const copy = copies.get(key)
  if (!copy) return
  bytes -= copy.body.length
  copies.delete(key)
}

export const hotCopy = (key: string, now: number): Response | undefined => {
  const copy = copies.get(key)
  if (!copy) return undefined
  if (copy.until <= now) {
    drop(key)
    return undefined
  }
  return new Response(copy.body, { status: copy.status, headers: copy.headers })
}

/** Keeps a copy of `response` (read whole) and answers the response itself, unread. */
export const keepHotCopy = async (key: string, response: Response, now: number) => {
  const body = await response.clone().text()
  if (body.length > MAX_BYTES / 8) return response
  drop(key)
  copies.set(key, {
    status: response.status,
    headers: [...response.headers],
    body,
    until: now + HOT_COPY_MS,
  })
  bytes += body.length
  for (const oldest of copies.keys()) {
    if (copies.size <= MAX_COPIES && bytes <= MAX_BYTES) break
    drop(oldest)
  }
  return response
}

export const dropHotCopy = drop
