import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { page } from '../fixtures/cms'
import { continuePurge, startPurge, type PurgeMessage } from '../../src/worker/purge/purge'
import type { PurgePlan } from '../../src/worker/purge/purge-plan'
import type { FakeCms } from './fake-cms'
import {
  eventually,
  freshCmsForEachTest,
  get,
  indexRows,
  pageKey,
  post,
  readEntry,
  withoutScripts,
} from './helpers'
import { limitedKv, OPERATIONS_PER_INVOCATION, CONNECTIONS_PER_INVOCATION } from './limited-kv'
import { LOG, TOKEN, purge, purgeLog, seedPages, warm, ABOUT_DE } from './purge-fixtures'

/**
 * Purges of any size: a site whose index holds 50,000 keys is purged within
 * Cloudflare's per-invocation limits, batch by batch, the log complete at the end; shoppers get
 * an answer all along; and concurrent misses after a purge make one CMS request.
 */
let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
  seedPages(fake)
})

const SITE = 'vitalis-de'
const generatedKey = (n: number) => pageKey(SITE, 'de', `/gen/${String(n).padStart(6, '0')}`)

/**
 * `count` index rows of generated pages of vitalis-de, 500 per INSERT as literal SQL (the keys
 * are ours; D1 binds at most 100 parameters); every `kvEvery`-th key is written to KV as well.
 */
const seedIndex = async (count: number, kvEvery: number) => {
  const statements = []
  for (let from = 0; from < count; from += 500) {
    const rows = []
    for (let n = from; n < Math.min(count, from + 500); n++) {
      rows.push(`('${generatedKey(n)}', 'page', '${SITE}', 'de', '/gen/${n}', 7, 1)`)
    }
    statements.push(
      env.DB.prepare(
        `INSERT INTO cache_entries (cache_key, kind, site, locale, path, page_id, stored_at) VALUES ${rows.join(', ')}`,
      ),
    )
  }
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50))
  const inKv: string[] = []
  for (let n = 0; n < count; n += kvEvery) inKv.push(generatedKey(n))
  const entry = JSON.stringify({
    storedAt: Date.now(),
    freshForMs: 60_000,
    staleForMs: 86_400_000,
    value: {},
  })
  for (let i = 0; i < inKv.length; i += 50) {
    await Promise.all(inKv.slice(i, i + 50).map((key) => env.UPSTREAM_CACHE.put(key, entry)))
  }
  return inKv
}

const SITE_PLAN: PurgePlan = {
  scope: 'site',
  target: SITE,
  selections: [{ scope: 'site', site: SITE }],
  ignored: [],
}

describe('a purge of 50,000 keys', () => {
  it('completes within the limits of every invocation, the log complete and no purged entry served afterwards', async () => {
    await warm()
    const seeding = Date.now()
    const inKv = await seedIndex(50_000, 100)
    const purging = Date.now()
    const total = (await indexRows()).filter((row) => row.site === SITE).length
    expect(total).toBeGreaterThan(50_000)

    // The request, then the queue's invocations, each with its own KV limits.
    const queued: PurgeMessage[] = []
    const queue = { send: async (message: PurgeMessage) => void queued.push(message) }
    const invocations: { operations: number; maxInFlight: number }[] = []
    const first = limitedKv(env.UPSTREAM_CACHE)
    const started = await startPurge(
      { kv: first.kv, db: env.DB, queue, now: () => Date.now(), global: null },
      SITE_PLAN,
      'default',
      'hard',
    )
    invocations.push({ operations: first.operations(), maxInFlight: first.maxInFlight() })
    expect(started).toMatchObject({ status: 'running', planned: total, mode: 'hard' })

    const progress: number[] = []
    for (let message = queued.shift(); message; message = queued.shift()) {
      const invocation = limitedKv(env.UPSTREAM_CACHE)
      const result = await continuePurge(
        { kv: invocation.kv, db: env.DB, now: () => Date.now(), global: null },
        message.job,
      )
      invocations.push({
        operations: invocation.operations(),
        maxInFlight: invocation.maxInFlight(),
      })
      if (result.status === 'running') queued.push(message)
      const [row] = await purgeLog()
      progress.push(row?.removed ?? -1)
    }

    const most = Math.max(...invocations.map((i) => i.operations))
    // Read by the bench (bench/figures/purge-scale.mjs): one line of JSON.
    const figure = {
      keys: total,
      wallMs: Date.now() - purging,
      seedMs: purging - seeding,
      invocations: invocations.length,
      maxOperations: most,
      maxInFlight: Math.max(...invocations.map((i) => i.maxInFlight)),
    }
    console.log(`PURGE_FIGURE ${JSON.stringify(figure)}`)
    expect(most).toBeLessThanOrEqual(OPERATIONS_PER_INVOCATION / 2)
    expect(Math.max(...invocations.map((i) => i.maxInFlight))).toBeLessThanOrEqual(
      CONNECTIONS_PER_INVOCATION,
    )
    // The log shows progress, batch by batch, and completion.
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    const [log] = await env.DB.prepare('SELECT * FROM purge_log')
      .all()
      .then((r) => r.results)
    expect(log).toMatchObject({ status: 'complete', removed: total, planned: total, scope: 'site' })
    expect(log?.['completed_at']).toEqual(expect.any(Number))
    expect((await indexRows()).filter((row) => row.site === SITE)).toEqual([])
    for (const key of inKv.slice(0, 20)) expect(await env.UPSTREAM_CACHE.get(key)).toBeNull()
    expect((await env.UPSTREAM_CACHE.list({ prefix: `page:v5:${SITE}:` })).keys).toEqual([])

    // No purged entry is served: the page comes from the CMS again.
    const before = cms.count('/cms/vitalis-de/ueber-uns')
    const response = await get('http://localhost/ueber-uns')
    expect(response.headers.get('x-cache-status')).toBe('origin')
    expect(cms.count('/cms/vitalis-de/ueber-uns')).toBe(before + 1)
  }, 120_000)

  it('makes progress when asked again after a failure: every batch commits its work', async () => {
    await seedIndex(2_000, 1000)
    const queue = { send: async () => undefined }
    // The first attempt's KV dies after 150 deletes: nothing of its batch is committed…
    let left = 150
    const failing = {
      ...env.UPSTREAM_CACHE,
      delete: async (key: string) => {
        if (left-- <= 0) throw new Error('KV unavailable')
        await env.UPSTREAM_CACHE.delete(key)
      },
    } as typeof env.UPSTREAM_CACHE
    await expect(
      startPurge(
        { kv: failing, db: env.DB, queue, now: () => Date.now(), global: null },
        SITE_PLAN,
        'default',
        'hard',
      ),
    ).rejects.toThrow()
    expect((await indexRows()).length).toBe(2_000)
    // …a purge again removes a batch and logs it, and its job goes on from there.
    const again = await startPurge(
      { kv: env.UPSTREAM_CACHE, db: env.DB, queue, now: () => Date.now(), global: null },
      SITE_PLAN,
      'default',
      'hard',
    )
    expect(again).toMatchObject({ status: 'running', removed: 400, planned: 2_000 })
    expect((await indexRows()).length).toBe(1_600)
  })
})

describe('a purge through the API and the queue', () => {
  it('answers 202 with its job, goes on on the queue and shows its progress and completion in the log', async () => {
    await seedIndex(1_000, 10)
    const response = await purge({ scope: 'site', site: SITE })
    expect(response.status).toBe(202)
    const answer = (await response.json()) as Record<string, unknown>
    expect(answer).toMatchObject({ status: 'running', planned: 1_000, removed: 400, mode: 'hard' })

    const entry = await eventually(async () => {
      const log = await fetchLog()
      expect(log[0]).toMatchObject({ job: answer['job'], status: 'complete', removed: 1_000 })
      return log[0]
    }, 30_000)
    expect(entry?.completedAt).toEqual(expect.any(String))
    expect(await indexRows()).toEqual([])
  }, 40_000)

  it('answers every shopper while a large purge runs', async () => {
    await warm()
    await seedIndex(3_000, 30)
    const pages = ['/produkte', '/ratgeber', '/ueber-uns', '/en/about-us', '/produkte?page=2']
    const [purged, ...answers] = await Promise.all([
      purge({ scope: 'site', site: SITE }),
      ...Array.from({ length: 30 }, (_, i) => get(`http://localhost${pages[i % pages.length]}`)),
    ])
    expect(purged?.status).toBe(202)
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200))
    // And while the queue works through the rest.
    const during = await Promise.all(pages.map((path) => get(`http://localhost${path}`)))
    expect(during.map((r) => r.status)).toEqual(pages.map(() => 200))
    await eventually(async () => expect((await fetchLog())[0]?.status).toBe('complete'), 30_000)
  }, 40_000)
})

describe("a large purge on the editors' page", () => {
  it('says that it goes on in the background and shows its progress in the log', async () => {
    await seedIndex(1_000, 100)
    const response = await post(
      'http://localhost/_cache',
      new URLSearchParams({ token: TOKEN, what: 'scope', scope: `site:${SITE}` }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    )
    expect(response.status).toBe(200)
    const html = withoutScripts(await response.text())
    expect(html).toContain('Removed here: 400 cache entries for vitalis-de')
    expect(html).toContain('That is the first batch of 1000: the rest goes on in the background')
    expect(html).toMatch(/running: 400 of 1000 so far/)
    await eventually(async () => expect((await fetchLog())[0]?.status).toBe('complete'), 30_000)
  }, 40_000)
})

const fetchLog = async () => {
  const response = await get(LOG, { headers: { authorization: `Bearer ${TOKEN}` } })
  const body = (await response.json()) as { entries: Record<string, unknown>[] }
  return body.entries
}

describe('after a purge of a popular page', () => {
  const slowAbout = () =>
    cms.set(SITE, '/ueber-uns', {
      status: 200,
      body: page({ id: 42, slug: '/ueber-uns' }),
      delayMs: 150,
    })

  it('concurrent misses make one CMS request', async () => {
    await warm()
    slowAbout()
    expect((await purge({ scope: 'path', site: SITE, path: '/ueber-uns' })).status).toBe(200)
    const before = cms.count('/cms/vitalis-de/ueber-uns')

    const answers = await Promise.all(
      Array.from({ length: 12 }, () => get('http://localhost/ueber-uns')),
    )

    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200))
    expect(cms.count('/cms/vitalis-de/ueber-uns')).toBe(before + 1)
  })

  it('a soft purge keeps serving the stale copy while one revalidation runs', async () => {
    await warm()
    slowAbout()
    const response = await purge({ scope: 'path', site: SITE, path: '/ueber-uns', mode: 'soft' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      mode: 'soft',
      status: 'complete',
      removed: 1,
      keys: [ABOUT_DE],
    })
    expect(await readEntry(ABOUT_DE)).toMatchObject({ freshForMs: 0 })
    const before = cms.count('/cms/vitalis-de/ueber-uns')

    const answers = await Promise.all(
      Array.from({ length: 12 }, () => get('http://localhost/ueber-uns')),
    )

    expect(answers.map((r) => r.headers.get('x-cache-status'))).toEqual(answers.map(() => 'stale'))
    await eventually(async () => expect((await readEntry(ABOUT_DE))?.freshForMs).toBeGreaterThan(0))
    expect(cms.count('/cms/vitalis-de/ueber-uns')).toBe(before + 1)
    expect((await purgeLog()).at(-1)).toMatchObject({ removed: 1 })
  })
})
