import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import worker from '../../src/worker/index'
import type { DataPoint } from '../../src/worker/metrics/data-points'
import { forgetLocalFigures, localFigures } from '../../src/worker/metrics/local-figures'
import { edgeParameter } from '../../src/worker/page-cache/edge-request'
import { responseKeyOf, runtimeResponseCache } from '../../src/worker/page-cache/response-cache'
import type { FakeCms } from './fake-cms'
import { installFakeShop, type FakeShop } from './fake-shop'
import { answerListingPage, freshCmsForEachTest, getWithEnv } from './helpers'

/**
 * What operators see (src/worker/metrics/): every request is a data point of the METRICS
 * dataset, with its kind, what the edge cache did, whether it rendered and its upstream calls;
 * each upstream call is one too, with its latency and outcome. The dataset here records them.
 */
const PRODUCTS = 'http://localhost/produkte'
const WITHOUT_STORING = `${PRODUCTS}?utm_source=news`

const points: DataPoint[] = []
const METRICS = { writeDataPoint: (point: DataPoint) => void points.push(point) }
const edgeGet = (url: string) => getWithEnv(url, { EDGE_CACHE: 'on', METRICS })

const requests = () => points.filter((point) => point.blobs[0] === 'request')
const upstreamCalls = () => points.filter((point) => point.blobs[0] === 'upstream')

let cms: FakeCms
let shop: FakeShop
freshCmsForEachTest((fake) => {
  cms = fake
  answerListingPage(cms)
})
beforeEach(() => {
  shop = installFakeShop()
  points.length = 0
})
afterEach(async () => {
  shop.restore()
  for (const url of [PRODUCTS, WITHOUT_STORING])
    await runtimeResponseCache.delete(
      responseKeyOf(`${url}${url.includes('?') ? '&' : '?'}${edgeParameter(false)}`),
    )
})

describe('figures per request', () => {
  it('counts a miss that rendered with its upstream calls, then a hit without any', async () => {
    await edgeGet(PRODUCTS)
    const [miss] = requests()
    expect(miss).toMatchObject({
      indexes: ['vitalis-de'],
      blobs: ['request', 'page', 'miss', '2xx', 'GET'],
    })
    const [ms, rendered, calls, errors, status] = miss!.doubles
    expect(ms).toBeGreaterThanOrEqual(0)
    expect({ rendered, errors, status }).toEqual({ rendered: 1, errors: 0, status: 200 })
    // The CMS page and its initial data, and the shop's listing streamed after the head.
    expect(calls).toBeGreaterThanOrEqual(2)
    expect(upstreamCalls()).toHaveLength(calls!)
    expect(upstreamCalls().map((point) => point.blobs[1])).toEqual(
      expect.arrayContaining(['cms', 'shop']),
    )
    for (const call of upstreamCalls()) expect(call.blobs.slice(2)).toEqual(['ok', '2xx'])

    points.length = 0
    await edgeGet(PRODUCTS)
    expect(requests()).toEqual([
      {
        indexes: ['vitalis-de'],
        blobs: ['request', 'page', 'hit', '2xx', 'GET'],
        doubles: [expect.any(Number), 0, 0, 0, 200],
      },
    ])
    expect(upstreamCalls()).toEqual([])
  })

  it('counts a bypass', async () => {
    await edgeGet(WITHOUT_STORING)
    expect(requests()[0]?.blobs).toEqual(['request', 'page', 'bypass', '2xx', 'GET'])
  })

  it('counts an upstream error with its status, and the page it failed', async () => {
    cms.set('vitalis-de', '/kaputt', { status: 503, body: {} })
    await edgeGet('http://localhost/kaputt')
    const [request] = requests()
    expect(request?.blobs.slice(0, 4)).toEqual(['request', 'page', 'miss', '5xx'])
    expect(request?.doubles[3]).toBeGreaterThanOrEqual(1)
    expect(upstreamCalls()).toContainEqual({
      indexes: ['vitalis-de'],
      blobs: ['upstream', 'cms', 'error', '5xx'],
      doubles: [expect.any(Number), 503],
    })
  })

  it('counts an upstream that never answered as an error without a status', async () => {
    cms.fault = 'down'
    await edgeGet('http://localhost/ueber-uns')
    expect(upstreamCalls()[0]?.blobs).toEqual(['upstream', 'cms', 'error', 'none'])
  })

  it('names payloads as payloads and keeps a page whose dataset fails', async () => {
    await edgeGet('http://localhost/produkte/_payload.json')
    expect(requests()[0]?.blobs[1]).toBe('payload')
    const failing = {
      writeDataPoint: () => {
        throw new Error('Analytics Engine write limit exceeded.')
      },
    }
    const { response } = await getWithEnv(PRODUCTS, { METRICS: failing })
    expect(response.status).toBe(200)
  })
})

describe('figures per purge', () => {
  it('counts a purge with its scope, mode, what it removed and how every data center was asked', async () => {
    await edgeGet(PRODUCTS)
    points.length = 0
    const ctx = createExecutionContext()
    const request = new Request('http://localhost/_cache/purge', {
      method: 'POST',
      headers: { authorization: 'Bearer test-purge-token', 'content-type': 'application/json' },
      body: JSON.stringify({ scope: 'path', site: 'vitalis-de', path: '/produkte' }),
    })
    const response = await worker.fetch(request, { ...env, METRICS }, ctx)
    await waitOnExecutionContext(ctx)
    expect(response.status).toBe(200)
    expect(points.filter((point) => point.blobs[0] === 'purge')).toEqual([
      {
        indexes: ['vitalis-de'],
        blobs: ['purge', 'path', 'hard', 'off'],
        doubles: [expect.any(Number), expect.any(Number)],
      },
    ])
    expect(requests()[0]?.blobs.slice(0, 2)).toEqual(['request', 'editor'])
  })
})

describe('figures kept locally under npm start', () => {
  it('sums them per site and minute, with upstream p50 and p95', async () => {
    forgetLocalFigures()
    await edgeGet(PRODUCTS)
    await edgeGet(PRODUCTS)
    const [minute] = localFigures()
    expect(minute).toMatchObject({
      site: 'vitalis-de',
      requests: { page: 2 },
      edge: { hit: 1, miss: 1, bypass: 0 },
      renders: 1,
      purges: 0,
    })
    expect(minute?.upstream.cms).toMatchObject({ errors: 0, p50Ms: expect.any(Number) })
  })
})
