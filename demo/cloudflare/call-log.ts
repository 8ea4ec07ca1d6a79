import type { PurgeItem, PurgeKind } from './purge-body'

/** One purge call the stand-in took: answered (`failed: false`) or failed on purpose. */
export interface PurgeCall {
  /** The purge id answered; null for a call the failure switch failed. */
  id: string | null
  zoneId: string
  kind: PurgeKind
  items: PurgeItem[]
  /** When it came, ISO 8601. */
  at: string
  failed: boolean
  status: number
}

/** Enough for any test or a long look at a session; a day of `npm start` cannot outgrow it. */
export const MAX_CALLS = 1000

/**
 * The purge calls the stand-in took, oldest first, the newest `limit` kept: what the storefront
 * asked Cloudflare for, readable by tests and by a newcomer at /cloudflare/_calls.
 */
export const createCallLog = (limit = MAX_CALLS) => {
  const calls: PurgeCall[] = []
  return {
    record(call: PurgeCall) {
      calls.push(call)
      if (calls.length > limit) calls.splice(0, calls.length - limit)
    },
    list: (zoneId?: string): PurgeCall[] =>
      zoneId === undefined ? [...calls] : calls.filter((call) => call.zoneId === zoneId),
    clear() {
      calls.length = 0
    },
  }
}

export type CallLog = ReturnType<typeof createCallLog>
