import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { ReadDependencies } from '../../src/worker/upstream-cache/upstream-cache'
import type { AppEnv } from '../../src/worker/env'
import { testSites } from '../../src/worker/purge/testing/sites'
import { createRequestLog } from '../../src/worker/reporting/request-log'
import { edgeCache } from '../../src/worker/page-cache/edge-cache'
import { edgeParameter } from '../../src/worker/page-cache/edge-request'
import type { ResponseCache } from '../../src/worker/page-cache/response-cache'
import { storedAnswerOf } from '../../src/worker/page-cache/stored-answer'

/**
 * What the edge cache stores, decided on the answer (src/worker/page-cache/edge-cache.ts), for answers the storefront's
 * routes never give today: a cookie set, a redirect, a server error. The whole journey, with the
 * real Cache API, is ./edge-cache.test.ts.
 */
const NOW = Date.UTC(2026, 10, 29, 12)
const site = testSites[0]!

interface Answer {
  status?: number
  headers?: Record<string, string>
  dependencies?: Partial<ReadDependencies>
  shown?: boolean
}

const memoryCache = () => {
  const entries = new Map<string, Response>()
  const cache: ResponseCache = {
    match: async (key) => {
      const stored = entries.get(key)
      return stored ? storedAnswerOf(stored.clone()) : undefined
    },
    put: async (key, response) => void entries.set(key, response),
    delete: async (key) => entries.delete(key),
  }
  return { cache, entries }
}

/** One request through the edge cache in front of a route answering `answer`. */
const answerThrough = async (answer: Answer, responses = memoryCache()) => {
  const app = new Hono<AppEnv>()
  const dependencies: ReadDependencies = {
    shareable: true,
    freshUntil: NOW + 60_000,
    skus: new Set(['VIT-D3']),
    showsCatalogue: true,
    ...answer.dependencies,
  }
  app.use('*', async (c, next) => {
    c.set('site', site)
    c.set('isBot', false)
    c.set('nonce', crypto.randomUUID())
    c.set('log', createRequestLog('test'))
    c.set('clients', { cache: { dependencies: () => dependencies } } as never)
    await next()
  })
  app.get('*', edgeCache('page', { now: () => NOW, responses: responses.cache }), (c) => {
    if (answer.shown !== false) c.set('shownRoute', { path: '/p', locale: 'de', pageId: 3 })
    // The second script stands for one the sanitiser let through, with a nonce of its own.
    const html = `<script nonce="${c.var.nonce}"></script><p>page</p><script nonce="guess"></script>`
    return c.html(html, (answer.status ?? 200) as 200, { ...answer.headers })
  })
  const ctx = createExecutionContext()
  const response = await app.fetch(
    new Request('https://www.vitalis.example/p'),
    { ...env, EDGE_CACHE: 'on' },
    ctx,
  )
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  const key = `response:https://www.vitalis.example/p?${edgeParameter(false)}`
  return { response, body, stored: responses.entries.get(key) }
}

describe('edge cache: what it stores', () => {
  it('stores a guest page for as long as what it was made of stays fresh, indexed with its products', async () => {
    const { response, stored } = await answerThrough({})
    expect(response.headers.get('x-edge-cache')).toBe('miss')
    expect(stored?.headers.get('cache-control')).toBe('max-age=60')
    const renderNonce = stored?.headers.get('x-edge-nonce')
    expect(await stored?.text()).toBe(
      `<script nonce="${renderNonce}"></script><p>page</p><script nonce="guess"></script>`,
    )
    const row = await env.DB.prepare(
      `SELECT e.kind, e.site, e.locale, e.path, e.page_id, e.shows_catalogue, s.sku
       FROM cache_entries e JOIN cache_entry_skus s USING (cache_key)`,
    ).first()
    expect(row).toEqual({
      kind: 'response',
      site: site.id,
      locale: 'de',
      path: '/p',
      page_id: 3,
      shows_catalogue: 1,
      sku: 'VIT-D3',
    })
  })

  it.each<[string, Answer]>([
    ['that sets a cookie', { headers: { 'set-cookie': 'session=abc; Path=/' } }],
    ['of a server error', { status: 503 }],
    ['of a redirect', { status: 302, headers: { location: '/' } }],
    ['made of a stale or personal read', { dependencies: { shareable: false } }],
    ['made of nothing read', { dependencies: { freshUntil: Number.POSITIVE_INFINITY } }],
    ['about to go stale', { dependencies: { freshUntil: NOW + 500 } }],
    ['of no route shown', { shown: false }],
  ])('stores no answer %s', async (_, answer) => {
    const { stored } = await answerThrough(answer)
    expect(stored).toBeUndefined()
  })

  it('keeps a not-found page no longer than the site keeps a not-found answer', async () => {
    const { stored } = await answerThrough({
      status: 404,
      dependencies: { freshUntil: NOW + 3_600_000 },
    })
    expect(stored?.headers.get('cache-control')).toBe(`max-age=${site.cache.notFoundTtlSeconds}`)
  })

  it('answers from what it stored with its own nonce, which no injected attribute gets', async () => {
    const responses = memoryCache()
    const first = await answerThrough({}, responses)
    const hit = await answerThrough({}, responses)
    expect(hit.response.headers.get('x-edge-cache')).toBe('hit')
    const nonces = [...hit.body.matchAll(/nonce="([^"]+)"/g)].map(([, nonce]) => nonce)
    expect(nonces).toHaveLength(2)
    expect(nonces[0]).not.toBe(first.body.match(/nonce="([^"]+)"/)?.[1])
    expect(nonces[1]).toBe('guess')
  })

  it('renders past the cache when reading it fails', async () => {
    const responses = memoryCache()
    await answerThrough({}, responses)
    const failing = {
      entries: responses.entries,
      cache: { ...responses.cache, match: () => Promise.reject(new Error('cache down')) },
    }
    const { response } = await answerThrough({}, failing)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-edge-cache')).toBe('miss')
  })
})
