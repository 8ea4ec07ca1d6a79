import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import {
  edgeOutcomeOf,
  requestKindOf,
  requestPointOf,
  upstreamPointOf,
} from '../metrics/data-points'
import { metricsSinkOf } from '../metrics/metrics'
import { createRequestFigures } from '../metrics/request-figures'

/**
 * Second of all middleware (after requestId): gathers what the request does (`c.var.figures`:
 * upstream calls timed by the clients' fetch, a render marked by renderRoute) and writes it as
 * data points when the answer is complete (../metrics/). A rendered page streams: the upstream
 * calls its body makes (a listing's products) are counted when its last byte has gone.
 */
export const requestMetrics = (now: () => number = () => Date.now()): MiddlewareHandler<AppEnv> =>
  async function requestMetrics(c, next) {
    const figures = createRequestFigures(now())
    c.set('figures', figures)
    await next()
    const ms = now() - figures.startedAt
    const write = () => {
      const site = c.var.site?.id ?? 'unknown'
      const request = requestPointOf({
        site,
        kind: requestKindOf(new URL(c.req.url).pathname),
        method: c.req.method,
        status: c.res.status,
        edge: edgeOutcomeOf(c.res.headers.get('x-edge-cache')),
        ms,
        rendered: figures.rendered,
        upstreamCalls: figures.upstreamCalls,
      })
      const upstream = figures.upstreamCalls.map((call) => upstreamPointOf(site, call))
      metricsSinkOf(c.env, now).write([request, ...upstream])
    }
    const { body } = c.res
    if (!figures.rendered || body === null) {
      write()
      return
    }
    const counted = new TransformStream<Uint8Array, Uint8Array>({ flush: write })
    c.res = new Response(body.pipeThrough(counted), c.res)
  }
