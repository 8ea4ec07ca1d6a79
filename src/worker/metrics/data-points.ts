import { isUpstreamError, type UpstreamCall } from './request-figures'

/**
 * The storefront's figures as Workers Analytics Engine data points
 * (https://developers.cloudflare.com/analytics/analytics-engine/get-started/): one per request,
 * one per upstream call, one per purge; the site's id is the index (what Analytics Engine samples
 * by, at most 96 bytes), `blob1` says which kind of point it is. The columns, and the SQL that
 * reads them, are in docs/operations.md ("What the storefront does"); keep the two together.
 */
export interface DataPoint {
  indexes: [string]
  blobs: string[]
  doubles: number[]
}

/** What a request was for. Static files (/build, the favicon) are served before the worker runs. */
export type RequestKind = 'page' | 'payload' | 'asset' | 'api' | 'editor' | 'health'

/** What the edge cache did (the `x-edge-cache` header): none where it does not apply. */
export type EdgeOutcome = 'hit' | 'miss' | 'bypass' | 'none'

export const requestKindOf = (path: string): RequestKind => {
  if (path === '/_health') return 'health'
  if (path.endsWith('/_payload.json') || path.startsWith('/_texts/')) return 'payload'
  if (path === '/_cache' || path.startsWith('/_cache/')) return 'editor'
  if (path === '/robots.txt' || /^\/sitemap[a-z0-9-]*\.xml$/.test(path)) return 'asset'
  if (path === '/check-version' || path === '/_report') return 'api'
  return 'page'
}

export const edgeOutcomeOf = (header: string | null): EdgeOutcome =>
  header === 'hit' || header === 'miss' || header === 'bypass' ? header : 'none'

const statusClass = (status: number) => (status === 0 ? 'none' : `${Math.floor(status / 100)}xx`)

export interface RequestOutcome {
  site: string
  kind: RequestKind
  method: string
  status: number
  edge: EdgeOutcome
  /** From the request's start until its answer's head was ready (a streamed body goes on). */
  ms: number
  rendered: boolean
  upstreamCalls: readonly UpstreamCall[]
}

/** blob1 'request', blob2 kind, blob3 edge, blob4 status class, blob5 method; doubles: ms, rendered, upstream calls, upstream errors, status. */
export const requestPointOf = (outcome: RequestOutcome): DataPoint => ({
  indexes: [outcome.site],
  blobs: ['request', outcome.kind, outcome.edge, statusClass(outcome.status), outcome.method],
  doubles: [
    outcome.ms,
    outcome.rendered ? 1 : 0,
    outcome.upstreamCalls.length,
    outcome.upstreamCalls.filter(isUpstreamError).length,
    outcome.status,
  ],
})

/** blob1 'upstream', blob2 cms | shop | other, blob3 ok | error, blob4 status class; doubles: ms, status. */
export const upstreamPointOf = (site: string, call: UpstreamCall): DataPoint => ({
  indexes: [site],
  blobs: [
    'upstream',
    call.upstream,
    isUpstreamError(call) ? 'error' : 'ok',
    statusClass(call.status),
  ],
  doubles: [call.ms, call.status],
})

export interface PurgeFigures {
  site: string
  scope: string
  mode: string
  /** How every data center was asked: off | done | retrying | failed. */
  global: string
  removed: number
  planned: number
}

/** blob1 'purge', blob2 scope, blob3 mode, blob4 every data center; doubles: removed, planned. */
export const purgePointOf = (purge: PurgeFigures): DataPoint => ({
  indexes: [purge.site],
  blobs: ['purge', purge.scope, purge.mode, purge.global],
  doubles: [purge.removed, purge.planned],
})
