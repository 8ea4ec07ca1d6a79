/**
 * Upstream reads get one more try when the connection failed before any answer came.
 *
 * workerd reports a pooled keep-alive connection that the upstream had closed meanwhile as a
 * rejected fetch ("Network connection lost."), although the request never reached it; browsers
 * and undici resend such a request on their own, a worker's fetch does not. Without a second
 * try, that race costs a shopper a 502 page (or a page's payload) for a CMS or shop that is up.
 *
 * Only requests that are safe to send twice are retried, and only once, at once:
 * - GET and HEAD without a body (a lost POST may have been applied: a form, a cart change);
 * - a rejection, never an answer: a 5xx is the upstream's word and goes to the caller;
 * - not a time-out or an abort: the time the caller allowed is spent.
 * The second try is a subrequest of its own (50 per invocation on the Free plan, 1,000 on Paid:
 * https://developers.cloudflare.com/workers/platform/limits/#subrequests); it is only ever sent
 * for a read that failed, so a page's count stays as it was when the upstreams answer.
 */
export const retryLostConnection =
  (fetch: typeof globalThis.fetch): typeof globalThis.fetch =>
  async (input, init) => {
    try {
      return await fetch(input, init)
    } catch (error) {
      if (!safeToRepeat(input, init) || gaveUp(error, init)) throw error
      return fetch(input, init)
    }
  }

const methodOf = (input: Parameters<typeof fetch>[0], init?: RequestInit): string =>
  (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()

const safeToRepeat = (input: Parameters<typeof fetch>[0], init?: RequestInit): boolean => {
  const method = methodOf(input, init)
  return (method === 'GET' || method === 'HEAD') && init?.body == null
}

/** A time-out or an abort: the caller's deadline, not the connection, ended the request. */
const gaveUp = (error: unknown, init?: RequestInit): boolean =>
  init?.signal?.aborted === true ||
  (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))
