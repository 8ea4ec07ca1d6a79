/**
 * What one request did, gathered while it runs and written when it ends (./metrics.ts): the
 * upstream requests it made (with their latency and outcome) and whether it rendered a page.
 */

/** Which upstream a request went to: the site's CMS, its shop, or another host. */
export type Upstream = 'cms' | 'shop' | 'other'

export interface UpstreamCall {
  upstream: Upstream
  /** The answer's status, or 0 when none came (refused, reset, timed out). */
  status: number
  ms: number
}

export interface RequestFigures {
  readonly startedAt: number
  readonly upstreamCalls: readonly UpstreamCall[]
  readonly rendered: boolean
  recordUpstream(call: UpstreamCall): void
  markRendered(): void
}

/** An upstream call that failed: no answer, or a server error (a 404 of the CMS is an answer). */
export const isUpstreamError = (call: UpstreamCall): boolean =>
  call.status === 0 || call.status >= 500

/**
 * Calls kept per request: a page makes a handful; a bound keeps a pathological one within
 * Analytics Engine's 250 data points per invocation
 * (https://developers.cloudflare.com/analytics/analytics-engine/limits/).
 */
export const MAX_UPSTREAM_CALLS = 100

export const createRequestFigures = (startedAt: number): RequestFigures => {
  const calls: UpstreamCall[] = []
  let rendered = false
  return {
    startedAt,
    upstreamCalls: calls,
    get rendered() {
      return rendered
    },
    recordUpstream: (call) => {
      if (calls.length < MAX_UPSTREAM_CALLS) calls.push(call)
    },
    markRendered: () => {
      rendered = true
    },
  }
}

/** `fetch`, timed and recorded into the request's figures. */
export const measuredFetch =
  (
    fetcher: typeof fetch,
    figures: RequestFigures,
    upstreamOf: (url: string) => Upstream,
    now: () => number,
  ): typeof fetch =>
  async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    const started = now()
    try {
      const response = await fetcher(input, init)
      figures.recordUpstream({
        upstream: upstreamOf(url),
        status: response.status,
        ms: now() - started,
      })
      return response
    } catch (error) {
      figures.recordUpstream({ upstream: upstreamOf(url), status: 0, ms: now() - started })
      throw error
    }
  }
