import {
  createExecutionContext,
  createMessageBatch,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sitesOf } from '../../src/worker/middleware/site'
import { entryTagOf, localeTagOf, siteTagOf } from '../../src/worker/page-cache/cache-tags'
import { edgeParameter } from '../../src/worker/page-cache/edge-request'
import { responseKeyOf, runtimeResponseCache } from '../../src/worker/page-cache/response-cache'
import worker from '../../src/worker/index'
import { element, page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import { installFakeShop, type FakeShop } from './fake-shop'
import { BROWSER_UA, answerListingPage, freshCmsForEachTest, getWithEnv } from './helpers'

/**
 * Purges reach every data center (src/worker/purge/global/): the stored pages a purge covers are
 * asked of the zone's purge API by their Cache-Tags, in the request and from the purge queue's
 * batches, and a failed ask is asked again by the queue; the purge log records both steps. The
 * API here is a fake at CLOUDFLARE_API_BASE (wrangler.toml) that records each call.
 */
const PRODUCTS = 'http://localhost/produkte'
const GUIDE = 'http://localhost/ratgeber'
const ZONE = '0123456789abcdef0123456789abcdef'
const API = 'http://127.0.0.1:8788/cloudflare/client/v4'

interface ApiCall {
  url: string
  tags: string[]
  authorization: string | null
}

/** The zone purge API: records calls, and answers `failures` of them with a 429 first. */
const installFakeApi = () => {
  const previous = globalThis.fetch
  const api = { calls: [] as ApiCall[], failures: 0, restore: () => {} }
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.startsWith(`${API}/`)) return previous(input, init)
    api.calls.push({
      url,
      tags: (JSON.parse(String(init?.body)) as { tags: string[] }).tags,
      authorization: new Headers(init?.headers).get('authorization'),
    })
    if (api.failures > 0) {
      api.failures -= 1
      return Response.json(
        { success: false, errors: [{ code: 971, message: 'Please wait and consider throttling' }] },
        { status: 429, headers: { 'retry-after': '7' } },
      )
    }
    return Response.json({
      success: true,
      errors: [],
      messages: [],
      result: { id: 'f'.repeat(32) },
    })
  }
  api.restore = () => {
    globalThis.fetch = previous
  }
  return api
}

interface Sent {
  body: { job: number }
  options: { delaySeconds?: number } | undefined
}
const sent: Sent[] = []
const queue = {
  send: async (body: { job: number }, options?: { delaySeconds?: number }) =>
    void sent.push({ body, options }),
}
const WITH_API = {
  CLOUDFLARE_API_TOKEN: 'zone-purge-token',
  CLOUDFLARE_ZONE_ID: ZONE,
  EDGE_CACHE: 'on',
  PURGE_QUEUE: queue as unknown as typeof env.PURGE_QUEUE,
}

const cacheUrlOf = (url: string) => `${url}${url.includes('?') ? '&' : '?'}${edgeParameter(false)}`
const tagOf = (url: string) => entryTagOf(responseKeyOf(cacheUrlOf(url)))

const purge = async (body: unknown, overrides: Partial<typeof env> = WITH_API) => {
  const ctx = createExecutionContext()
  const request = new Request('http://localhost/_cache/purge', {
    method: 'POST',
    headers: {
      authorization: 'Bearer test-purge-token',
      'content-type': 'application/json',
      'user-agent': BROWSER_UA,
    },
    body: JSON.stringify(body),
  })
  const response = await worker.fetch(request, { ...env, ...overrides }, ctx)
  await waitOnExecutionContext(ctx)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const runQueue = async (job: number) => {
  const batch = createMessageBatch<{ job: number }>('vitalis-purge', [
    { id: `message-${job}`, timestamp: new Date(), attempts: 1, body: { job } },
  ])
  const ctx = createExecutionContext()
  await worker.queue(batch as never, { ...env, ...WITH_API })
  return getQueueResult(batch, ctx)
}

const logRow = (job: number) =>
  env.DB.prepare(
    `SELECT status, global_state, global_asked, global_attempts, global_error, global_pending
     FROM purge_log WHERE id = ?`,
  )
    .bind(job)
    .first()

let cms: FakeCms
let shop: FakeShop
let api: ReturnType<typeof installFakeApi>
freshCmsForEachTest((fake) => {
  cms = fake
  answerListingPage(cms)
  cms.set('vitalis-de', '/ratgeber', {
    status: 200,
    body: page({
      id: 7,
      slug: '/ratgeber',
      title: 'Ratgeber',
      content: [element(30, 'text', { header: 'Gut zu wissen', bodytext: '<p>Text</p>' })],
    }),
  })
})
beforeEach(async () => {
  shop = installFakeShop()
  api = installFakeApi()
  sent.length = 0
  await getWithEnv(PRODUCTS, WITH_API)
  await getWithEnv(GUIDE, WITH_API)
})
afterEach(async () => {
  api.restore()
  shop.restore()
  for (const url of [PRODUCTS, GUIDE])
    await runtimeResponseCache.delete(responseKeyOf(cacheUrlOf(url)))
})

describe('a purge asks every data center', () => {
  it('stores each page with its own tag, its site’s and its locale’s', async () => {
    const stored = await (caches as unknown as { default: Cache }).default.match(
      cacheUrlOf(PRODUCTS),
    )
    expect(stored?.headers.get('cache-tag')).toBe(
      [await tagOf(PRODUCTS), siteTagOf('vitalis-de'), localeTagOf('vitalis-de', 'de')].join(','),
    )
  })

  it.each([
    ['path', { scope: 'path', site: 'vitalis-de', path: '/produkte' }],
    ['page id', { scope: 'page', pageId: 5 }],
    ['catalogue', { scope: 'catalogue', site: 'vitalis-de' }],
    ['sku', { scope: 'sku', site: 'vitalis-de', skus: ['MAG-400'] }],
    ['TYPO3 page uid', { pageUid: 5 }],
    ['TYPO3 tag', { tags: ['pageId_5'] }],
    ['soft path', { scope: 'path', site: 'vitalis-de', path: '/produkte', mode: 'soft' }],
  ])(
    'by %s: the tags of the pages it found, of the site’s zone, with the token',
    async (_, body) => {
      const { status, body: answer } = await purge(body)
      expect(status).toBe(200)
      expect(api.calls).toEqual([
        {
          url: `${API}/zones/${ZONE}/purge_cache`,
          tags: [await tagOf(PRODUCTS)],
          authorization: 'Bearer zone-purge-token',
        },
      ])
      expect(answer.global).toMatchObject({ state: 'done', asked: 1, retryInSeconds: null })
    },
  )

  it.each([
    ['site', { scope: 'site', site: 'vitalis-de' }, [siteTagOf('vitalis-de')]],
    [
      'locale',
      { scope: 'site', site: 'vitalis-de', locale: 'en' },
      [localeTagOf('vitalis-de', 'en')],
    ],
    ['everything', { scope: 'all' }, sitesOf(env.SITES).map((site) => siteTagOf(site.id))],
  ])('by %s: its sites’ or locale’s tag, once', async (_, body, tags) => {
    const { status } = await purge(body)
    expect(status).toBe(200)
    expect(api.calls.map((call) => call.tags)).toEqual([tags])
  })

  it('asks again from the queue after a failed ask, and the log records both steps', async () => {
    api.failures = 1
    const { body: answer } = await purge({ scope: 'path', site: 'vitalis-de', path: '/produkte' })
    const job = answer.job as number
    expect(answer).toMatchObject({
      status: 'complete',
      global: { state: 'retrying', attempts: 1, retryInSeconds: 7 },
    })
    expect(sent).toEqual([{ body: { job }, options: { delaySeconds: 7 } }])
    expect(await logRow(job)).toMatchObject({
      status: 'complete',
      global_state: 'retrying',
      global_asked: 0,
      global_attempts: 1,
      global_error: 'HTTP 429: Please wait and consider throttling (971)',
      global_pending: JSON.stringify({ [ZONE]: [await tagOf(PRODUCTS)] }),
    })

    const result = await runQueue(job)
    expect(result.explicitAcks).toEqual([`message-${job}`])
    expect(api.calls.map((call) => call.tags)).toEqual([
      [await tagOf(PRODUCTS)],
      [await tagOf(PRODUCTS)],
    ])
    expect(await logRow(job)).toMatchObject({
      global_state: 'done',
      global_asked: 1,
      global_attempts: 0,
      global_error: null,
      global_pending: '{}',
    })
    expect(sent).toHaveLength(1) // nothing more to ask: no further message

    const { body: logText } = await getWithEnv('http://localhost/_cache/log', WITH_API, {
      headers: { authorization: 'Bearer test-purge-token' },
    })
    const log = JSON.parse(logText) as { entries: { job: number; global: unknown }[] }
    expect(log.entries.find((entry) => entry.job === job)?.global).toEqual({
      state: 'done',
      asked: 1,
      attempts: 0,
      error: null,
    })
  })

  it('works as before without a token, and says other data centers keep their copies', async () => {
    const { status, body } = await purge(
      { scope: 'path', site: 'vitalis-de', path: '/produkte' },
      { ...WITH_API, CLOUDFLARE_API_TOKEN: '' },
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({ removed: expect.any(Number), global: { state: 'off' } })
    expect(api.calls).toEqual([])
  })
})
