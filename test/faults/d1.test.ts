import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import manifest from '../../build/manifest.json'
import {
  LOG_UNAVAILABLE,
  NOTHING_PURGED,
  PURGE_NOT_LOGGED,
} from '../../src/worker/purge/purge-unavailable'
import type { FakeCms } from '../worker/fake-cms'
import { MINUTE, freshCmsForEachTest, indexRows, readEntry } from '../worker/helpers'
import {
  CMS_PRODUCTS,
  INITIAL_DATA_KEY,
  PRODUCTS_KEY,
  PRODUCTS_URL,
  ageEverything,
  answerProducts,
  pageTitleOf,
  readOnlyD1,
  requestUnderFault,
  storedCache,
  storedEntries,
  unavailableD1,
  warm,
} from './fault-kit'

/**
 * D1 down. D1 only indexes the cache for purges and keeps the purge log (DESIGN.md section 6):
 * pages never wait for it. A page is still cached in KV when its index row cannot be written;
 * the row is written with the key's next write (an upsert), and until then a purge cannot find
 * that key, which then lives until its TTL runs out and the next request refreshes it.
 */

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
  answerProducts(cms)
})

describe('the page route when D1 is unavailable', () => {
  it('serves the page from the CMS and still caches it in KV when nothing is cached', async () => {
    const { response, body } = await requestUnderFault(PRODUCTS_URL, { DB: unavailableD1() })

    expect(response.status).toBe(200)
    expect(response.headers.get('x-cache-status')).toBe('origin')
    expect(pageTitleOf(body)).toBe('Produkte')
    expect(Object.keys(await storedEntries())).toEqual([INITIAL_DATA_KEY, PRODUCTS_KEY])
    expect(await indexRows()).toEqual([])
  })

  it('indexes the KV entry in D1 with its next write once D1 is back', async () => {
    await requestUnderFault(PRODUCTS_URL, { DB: unavailableD1() })
    await ageEverything(2 * MINUTE)

    await requestUnderFault(PRODUCTS_URL) // stale: served, refreshed and indexed in the background

    const rows = await indexRows('page')
    expect(rows.map((row) => row.cache_key)).toEqual([PRODUCTS_KEY])
    expect(rows[0]?.stored_at).toBe((await readEntry(PRODUCTS_KEY))?.storedAt)
  })

  it('serves a fresh copy from KV without asking the CMS', async () => {
    await warm()
    const before = await storedCache()

    const { response, body } = await requestUnderFault(PRODUCTS_URL, { DB: unavailableD1() })

    expect(response.status).toBe(200)
    expect(response.headers.get('x-cache-status')).toBe('fresh')
    expect(pageTitleOf(body)).toBe('Produkte')
    expect(cms.count(CMS_PRODUCTS)).toBe(1)
    expect(await storedCache()).toEqual(before)
  })

  it('serves the stale copy and refreshes it in KV, keeping its old D1 row', async () => {
    await warm()
    await ageEverything(2 * MINUTE)
    const rowsBefore = await indexRows()
    answerProducts(cms, 'Produkte (neu)')

    const { response, body } = await requestUnderFault(PRODUCTS_URL, { DB: unavailableD1() })

    expect(response.status).toBe(200)
    expect(response.headers.get('x-cache-status')).toBe('stale')
    expect(pageTitleOf(body)).toBe('Produkte')
    const entry = await readEntry(PRODUCTS_KEY)
    expect((entry?.value as { page: { title: string } }).page.title).toBe('Produkte (neu)')
    // The row still names the key, so a purge still finds it.
    expect(await indexRows()).toEqual(rowsBefore)
  })

  it('answers the payload as JSON', async () => {
    const { response, body } = await requestUnderFault(
      `http://localhost/produkte/_payload.json?v=${manifest.buildId}`,
      { DB: unavailableD1() },
    )

    expect(response.status).toBe(200)
    expect(JSON.parse(body)).toMatchObject({ payload: { kind: 'page', page: { id: 5 } } })
  })
})

const PURGE = 'http://localhost/_cache/purge'
const AUTHORIZED = { authorization: 'Bearer test-purge-token' }

const purgeWith = (db: typeof env.DB, body: unknown) =>
  requestUnderFault(
    PURGE,
    { DB: db },
    {
      method: 'POST',
      headers: { ...AUTHORIZED, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  )

/**
 * Only D1 names the keys a purge covers (a page id, a site: KV cannot find those), so with D1
 * down a purge removes nothing rather than a guessed part, and says so in JSON with 503, as the
 * purge API answers every other failure; purging again once D1 is back is safe.
 */
describe('the purge when D1 is unavailable', () => {
  it.each([
    ['everything', { scope: 'all' }],
    ['a path', { scope: 'path', site: 'vitalis-de', path: '/produkte' }],
    ['a page id', { scope: 'page', pageId: 5 }],
  ])(
    'answers 503 JSON and removes nothing, neither in KV nor in D1, when purging %s',
    async (_, body) => {
      await warm()
      const before = await storedCache()

      const { response, body: answer } = await purgeWith(unavailableD1(), body)

      expect(response.status).toBe(503)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(JSON.parse(answer)).toEqual({ error: NOTHING_PURGED })
      expect(await storedCache()).toEqual(before)
    },
  )

  it('removes the entries from KV and answers 503 saying the purge is not logged when D1 reads but cannot write; purging again logs it', async () => {
    await warm()
    const rowsBefore = await indexRows()

    const { response, body } = await purgeWith(readOnlyD1(), { scope: 'all' })

    expect(response.status).toBe(503)
    expect(JSON.parse(body)).toEqual({ error: PURGE_NOT_LOGGED })
    expect(await storedEntries()).toEqual({}) // the pages are purged where it matters
    expect(await indexRows()).toEqual(rowsBefore) // rows of deleted keys: harmless, and…

    const again = await purgeWith(env.DB, { scope: 'all' }) // …cleared by the next purge
    expect(again.response.status).toBe(200)
    expect(await indexRows()).toEqual([])
    const log = await env.DB.prepare('SELECT scope FROM purge_log').all()
    expect(log.results).toEqual([{ scope: 'all' }])
  })

  it('answers 503 JSON when the purge log is asked for', async () => {
    const { response, body } = await requestUnderFault(
      'http://localhost/_cache/log',
      { DB: unavailableD1() },
      { headers: AUTHORIZED },
    )

    expect(response.status).toBe(503)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(JSON.parse(body)).toEqual({ error: LOG_UNAVAILABLE })
  })

  it("answers the editors' page with 503 saying nothing was purged when the form is posted", async () => {
    await warm()
    const before = await storedCache()

    const { response, body } = await requestUnderFault(
      'http://localhost/_cache',
      { DB: unavailableD1() },
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'token=test-purge-token&what=scope&scope=site%3Avitalis-de',
      },
    )

    expect(response.status).toBe(503)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(body).toContain('id="purge-status"')
    expect(body).toContain(NOTHING_PURGED)
    expect(await storedCache()).toEqual(before)
  })
})
