import type { PayloadResponse } from './route-state'

/**
 * Page payloads fetched ahead of a click (./use-link-prefetch.client.ts), by payload URL: a
 * navigation that finds its payload here renders without waiting for the network. Entries are
 * fresh for FRESH_MS, which keeps an editor's change at most that much behind the worker's own
 * cache; at most MAX_ENTRIES are kept, the oldest dropped first. A failed fetch leaves no entry.
 */
export const FRESH_MS = 30_000
export const MAX_ENTRIES = 30

export interface PayloadStore {
  /** The payload fetched for the URL, if it is fresh. */
  get(url: string, now?: number): Promise<PayloadResponse> | undefined
  /** Keeps a payload being fetched; forgets it should the fetch fail. */
  set(url: string, response: Promise<PayloadResponse>, now?: number): void
  has(url: string, now?: number): boolean
}

export const createPayloadStore = (): PayloadStore => {
  const entries = new Map<string, { at: number; response: Promise<PayloadResponse> }>()
  const fresh = (url: string, now: number) => {
    const entry = entries.get(url)
    if (entry && now - entry.at < FRESH_MS) return entry
    entries.delete(url)
    return undefined
  }
  return {
    get: (url, now = Date.now()) => fresh(url, now)?.response,
    has: (url, now = Date.now()) => fresh(url, now) !== undefined,
    set: (url, response, now = Date.now()) => {
      entries.delete(url)
      entries.set(url, { at: now, response })
      for (const oldest of entries.keys()) {
        if (entries.size <= MAX_ENTRIES) break
        entries.delete(oldest)
      }
      response.catch(() => {
        if (entries.get(url)?.response === response) entries.delete(url)
      })
    },
  }
}
