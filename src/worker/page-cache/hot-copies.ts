import type { StoredAnswer } from './stored-answer'

/**
 * The isolate's own copies of the answers it read most recently from the Cache API, for
 * HOT_COPY_MS: a popular page is read from the Cache API once per isolate every two seconds, not
 * for every request (in workerd a Cache API read and its decoding cost a third of a hot
 * answer's time: docs/benchmarks.md). A purge deletes the copies of the isolate it runs in at
 * once; another isolate's copy ends within HOT_COPY_MS, far inside the bound that KV's
 * consistency and other data centers' Cache API copies already set (./response-cache.ts).
 */
const HOT_COPY_MS = 2000
/** Bounded by count and size, whatever the catalogue: an isolate has 128 MB in all. */
const MAX_COPIES = 200
const MAX_BYTES = 8 * 1024 * 1024

interface HotCopy {
  answer: StoredAnswer
  until: number
}

/** Insertion order is age order: the first entry is the one to drop. */
const copies = new Map<string, HotCopy>()
let bytes = 0

export const dropHotCopy = (key: string) => {
  const copy = copies.get(key)
  if (!copy) return
  bytes -= copy.answer.size
  copies.delete(key)
}

export const hotCopy = (key: string, now: number): StoredAnswer | undefined => {
  const copy = copies.get(key)
  if (copy && copy.until > now) return copy.answer
  dropHotCopy(key)
  return undefined
}

export const keepHotCopy = (key: string, answer: StoredAnswer, now: number) => {
  if (answer.size > MAX_BYTES / 8) return
  dropHotCopy(key)
  copies.set(key, { answer, until: now + HOT_COPY_MS })
  bytes += answer.size
  for (const oldest of copies.keys()) {
    if (copies.size <= MAX_COPIES && bytes <= MAX_BYTES) break
    dropHotCopy(oldest)
  }
}
