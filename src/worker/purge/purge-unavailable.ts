/**
 * A purge failed because D1 or the queue did. D1 alone names the keys a purge covers (KV lists
 * keys only by prefix and eventually), so a purge whose keys it cannot tell removes nothing
 * rather than a guessed part, and the routes answer 503 with this message instead of a 500
 * error page (test/faults/d1.test.ts). Purging again is always safe.
 */
export class CacheIndexUnavailable extends Error {
  override readonly name = 'CacheIndexUnavailable'
}

export const NOTHING_PURGED =
  'The cache index (D1) is unavailable: nothing was purged. Try again shortly.'
export const PURGE_NOT_LOGGED =
  'The cache index (D1) is unavailable: the entries were removed, but the purge is not logged. Purge again shortly to log it.'
export const LOG_UNAVAILABLE = 'The cache index (D1) is unavailable: the purge log cannot be read.'
export const GLOBAL_NOT_QUEUED =
  'The purge queue is unavailable: the entries were removed here, but other data centers could not be asked again. Purge again shortly.'
export const NOT_QUEUED =
  'The purge queue is unavailable: the first entries were removed and logged, the rest were not. Purge again shortly to go on.'

/** A catch handler that throws the failure as CacheIndexUnavailable with `message`. */
export const unavailable = (message: string) => (error: unknown) => {
  throw new CacheIndexUnavailable(message, { cause: error })
}
