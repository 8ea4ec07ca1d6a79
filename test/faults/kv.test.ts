import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import manifest from '../../build/manifest.json'
import type { FakeCms } from '../worker/fake-cms'
import { MINUTE, freshCmsForEachTest, readEntry } from '../worker/helpers'
import {
  CMS_PRODUCTS,
  PRODUCTS_KEY,
  PRODUCTS_URL,
  ageEverything,
  answerProducts,
  expectErrorPage,
  failingKv,
  pageTitleOf,
  requestUnderFault,
  storedCache,
  storedEntries,
  warm,
} from './fault-kit'

/**
 * Workers KV failing: KV is a cache, so a failed read is a miss (the page comes from the CMS)
 * and a failed write costs only the next request a CMS call. Neither may cost the shopper the
 * page (src/worker/upstream-cache/upstream-cache.ts), and a write that failed leaves no D1 index row behind
 * for a key that was never written.
 */

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
  answerProducts(cms)
})

const storedTitle = async () =>
  ((await readEntry(PRODUCTS_KEY))?.value as { page?: { title?: string } } | undefined)?.page?.title

describe('the page route when KV reads fail', () => {
  it('serves the page from the CMS when nothing is cached', async () => {
    const { response, body } = await requestUnderFault(PRODUCTS_URL, {
      UPSTREAM_CACHE: failingKv('get'),
    })

    expect(response.status).toBe(200)
    expect(response.headers.get('x-cache-status')).toBe('origin')
    expect(pageTitleOf(body)).toBe('Produkte')
    // Writes still work: the page is cached for when KV reads again.
    expect(await storedTitle()).toBe('Produkte')
  })

  it('serves the page from the CMS rather than the unreadable copy when one is cached', async () => {
    await warm()
    answerProducts(cms, 'Produkte (neu)')

    const { response, body } = await requestUnderFault(PRODUCTS_URL, {
      UPSTREAM_CACHE: failingKv('get'),
    })

    expect(response.status).toBe(200)
    expect(response.headers.get('x-cache-status')).toBe('origin')
    expect(pageTitleOf(body)).toBe('Produkte (neu)')
    expect(cms.count(CMS_PRODUCTS)).toBe(2)
  })

  it('answers the 502 error page and keeps the cached copy unchanged when the CMS is down too', async () => {
    await warm()
    await ageEverything(2 * MINUTE)
    const before = await storedCache()
    cms.fault = 'down'

    const { response, body } = await requestUnderFault(PRODUCTS_URL, {
      UPSTREAM_CACHE: failingKv('get'),
    })

    // The copy cannot be read, so it cannot be served: a clear upstream error, not a 500.
    expectErrorPage(response, body, 502, [
      'The content service is unreachable',
      'Initial Data is unavailable',
    ])
    expect(await storedCache()).toEqual(before)
  })

  it('answers the payload from the CMS as JSON', async () => {
    const { response, body } = await requestUnderFault(
      `http://localhost/produkte/_payload.json?v=${manifest.buildId}`,
      { UPSTREAM_CACHE: failingKv('get') },
    )

    expect(response.status).toBe(200)
    expect(JSON.parse(body)).toMatchObject({ payload: { kind: 'page', page: { id: 5 } } })
  })

  it('loads the page from the CMS and replaces the entry when the stored entry is not JSON', async () => {
    await env.UPSTREAM_CACHE.put(PRODUCTS_KEY, '{"storedAt": 17, "value": {"kind": "pa')

    const { response, body } = await requestUnderFault(PRODUCTS_URL)

    expect(response.status).toBe(200)
    expect(response.headers.get('x-cache-status')).toBe('origin')
    expect(pageTitleOf(body)).toBe('Produkte')
    expect(await storedTitle()).toBe('Produkte')
  })
})

describe('the page route when KV writes fail', () => {
  it('serves the page from the CMS and leaves no KV entry and no D1 row when nothing is cached', async () => {
    const { response, body } = await requestUnderFault(PRODUCTS_URL, {
      UPSTREAM_CACHE: failingKv('put'),
    })

    expect(response.status).toBe(200)
    expect(response.headers.get('x-cache-status')).toBe('origin')
    expect(pageTitleOf(body)).toBe('Produkte')
    expect(await storedCache()).toEqual({ kv: {}, index: [] })
  })

  it('serves the stale copy and keeps it and its D1 row unchanged when the refresh cannot be written', async () => {
    await warm()
    await ageEverything(2 * MINUTE)
    const before = await storedCache()
    answerProducts(cms, 'Produkte (neu)')

    const { response, body } = await requestUnderFault(PRODUCTS_URL, {
      UPSTREAM_CACHE: failingKv('put'),
    })

    expect(response.status).toBe(200)
    expect(response.headers.get('x-cache-status')).toBe('stale')
    expect(pageTitleOf(body)).toBe('Produkte')
    expect(cms.count(CMS_PRODUCTS)).toBe(2) // the refresh ran; only its write failed
    expect(await storedCache()).toEqual(before)
  })
})

describe('the page route when KV fails altogether', () => {
  it('serves every request from the CMS and writes nothing', async () => {
    const kv = failingKv('get', 'put')
    for (const url of [PRODUCTS_URL, PRODUCTS_URL]) {
      const { response, body } = await requestUnderFault(url, { UPSTREAM_CACHE: kv })
      expect(response.status).toBe(200)
      expect(response.headers.get('x-cache-status')).toBe('origin')
      expect(pageTitleOf(body)).toBe('Produkte')
    }
    expect(cms.count(CMS_PRODUCTS)).toBe(2)
    expect(await storedEntries()).toEqual({})
  })

  it('answers the 404 page from the CMS when the CMS has no such page', async () => {
    const { response } = await requestUnderFault('http://localhost/gibt-es-nicht', {
      UPSTREAM_CACHE: failingKv('get', 'put'),
    })

    expect(response.status).toBe(404)
    expect(await storedEntries()).toEqual({})
  })
})
