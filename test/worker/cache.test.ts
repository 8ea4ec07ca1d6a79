import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { page } from '../fixtures/cms'
import { type Answer, type FakeCms } from './fake-cms'
import {
  ageEntry,
  bootstrapOf,
  cacheKeys,
  DAY,
  eventually,
  answerProductsPage,
  freshCmsForEachTest,
  get,
  getWithEnv,
  HOUR,
  indexRows,
  initialDataKey,
  MINUTE,
  pageKey,
  readEntry,
  settle,
  shopConfigKey,
  titleOf,
} from './helpers'

const PRODUCTS = 'http://localhost/produkte'
const PRODUCTS_KEY = pageKey('vitalis-de', 'de', '/produkte')
const CMS_PRODUCTS = '/cms/vitalis-de/produkte'

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
  answerProductsPage(cms)
})

const pageTitleOf = (html: string) =>
  ((bootstrapOf(html).payload as { page?: { title?: string } }).page?.title ?? null) as
    string | null

/** Requests the page once and waits until its KV entry is written. */
const warm = async (url = PRODUCTS, key = PRODUCTS_KEY) => {
  const response = await get(url)
  await response.text()
  await eventually(async () => expect(await readEntry(key)).not.toBeNull())
}

describe('upstream cache', () => {
  it('loads from the origin on a miss, then serves it fresh without asking the CMS again', async () => {
    const first = await get(PRODUCTS)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-cache-status')).toBe('origin')
    expect(pageTitleOf(await first.text())).toBe('Produkte')
    await settle()

    const second = await get(PRODUCTS)
    expect(second.status).toBe(200)
    expect(second.headers.get('x-cache-status')).toBe('fresh')
    expect(second.headers.get('x-initial-data-cache-status')).toBe('fresh')
    expect(pageTitleOf(await second.text())).toBe('Produkte')
    expect(cms.count(CMS_PRODUCTS)).toBe(1)
  })

  it('stores the entry with the site TTL as fresh time and 24 h as stale time when loaded', async () => {
    await warm()
    const entry = await readEntry(PRODUCTS_KEY)
    expect(entry).toMatchObject({ freshForMs: 60_000, staleForMs: DAY, value: { kind: 'page' } })
    expect(Math.abs(Date.now() - entry!.storedAt)).toBeLessThan(MINUTE)
  })

  it('serves a stale entry at once and revalidates it in the background when the TTL passed', async () => {
    await warm()
    const aged = await ageEntry(PRODUCTS_KEY, 2 * MINUTE)
    cms.set('vitalis-de', '/produkte', {
      status: 200,
      body: page({ id: 5, slug: '/produkte', title: 'Produkte (neu)' }),
    })

    const response = await get(PRODUCTS)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-cache-status')).toBe('stale')
    expect(pageTitleOf(await response.text())).toBe('Produkte')

    await settle()
    await eventually(async () => {
      const entry = await readEntry(PRODUCTS_KEY)
      expect(entry!.storedAt).toBeGreaterThan(aged.storedAt)
      expect((entry!.value as { page: { title: string } }).page.title).toBe('Produkte (neu)')
    })
    expect(cms.count(CMS_PRODUCTS)).toBe(2)

    const next = await get(PRODUCTS)
    expect(next.headers.get('x-cache-status')).toBe('fresh')
    expect(pageTitleOf(await next.text())).toBe('Produkte (neu)')
  })

  it('revalidates once when concurrent requests hit one stale key', async () => {
    await warm()
    await ageEntry(PRODUCTS_KEY, 2 * MINUTE)
    // The revalidation stays in flight while all the requests arrive.
    cms.set('vitalis-de', '/produkte', {
      status: 200,
      body: page({ id: 5, slug: '/produkte', title: 'Produkte (neu)' }),
      delayMs: 300,
    })

    const responses = await Promise.all(Array.from({ length: 6 }, () => get(PRODUCTS)))
    for (const response of responses) {
      expect(response.headers.get('x-cache-status')).toBe('stale')
      await response.text()
    }
    await eventually(async () =>
      expect(
        ((await readEntry(PRODUCTS_KEY))!.value as { page: { title: string } }).page.title,
      ).toBe('Produkte (neu)'),
    )
    expect(cms.count(CMS_PRODUCTS)).toBe(2) // the warm-up and one revalidation
  })

  it('shares one origin request between concurrent misses of one key', async () => {
    cms.set('vitalis-de', '/produkte', {
      status: 200,
      body: page({ id: 5, slug: '/produkte', title: 'Produkte' }),
      delayMs: 200,
    })
    const responses = await Promise.all(Array.from({ length: 4 }, () => get(PRODUCTS)))
    for (const response of responses) {
      expect(response.status).toBe(200)
      expect(response.headers.get('x-cache-status')).toBe('origin')
      await response.text()
    }
    expect(cms.count(CMS_PRODUCTS)).toBe(1)
  })

  // The CMS's requests: the warm-up, then one try, or two where no answer came (a connection
  // that fails before any answer is tried once more, src/worker/clients/retry-lost-connection.ts).
  it.each<[string, Answer, number]>([
    ['is unreachable', { down: true }, 3],
    ['answers 503', { status: 503, body: {} }, 2],
    ['answers garbage', { raw: '<html>Gateway</html>' }, 2],
  ])(
    'serves a copy under 7 days old as stale-if-error with 200 when the CMS %s',
    async (_, answer, requests) => {
      await warm()
      await ageEntry(PRODUCTS_KEY, 2 * DAY) // past the 24 h stale window: the origin is asked first
      cms.set('vitalis-de', '/produkte', answer)

      const response = await get(PRODUCTS)
      expect(response.status).toBe(200)
      expect(response.headers.get('x-cache-status')).toBe('stale-if-error')
      expect(pageTitleOf(await response.text())).toBe('Produkte')
      expect(cms.count(CMS_PRODUCTS)).toBe(requests)
    },
  )

  it('keeps the stale entry when its background revalidation fails', async () => {
    await warm()
    const aged = await ageEntry(PRODUCTS_KEY, 2 * MINUTE)
    cms.set('vitalis-de', '/produkte', { down: true })

    const response = await get(PRODUCTS)
    expect(response.headers.get('x-cache-status')).toBe('stale')
    expect(pageTitleOf(await response.text())).toBe('Produkte')
    // The warm-up, then the revalidation's two tries (no answer came to the first).
    await eventually(() => expect(cms.count(CMS_PRODUCTS)).toBe(3))
    await settle()
    expect((await readEntry(PRODUCTS_KEY))!.storedAt).toBe(aged.storedAt)
  })

  it('answers the 502 error page, the message in its snapshot, when the CMS is unreachable and nothing is cached', async () => {
    cms.set('vitalis-de', '/produkte', { down: true })
    const response = await get(PRODUCTS)
    expect(response.status).toBe(502)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(titleOf(html)).toBe('502 - Vorübergehend nicht erreichbar')
    expect(bootstrapOf(html).error).toMatchObject({
      status: 502,
      message: 'The content service is unreachable',
    })
  })

  it('answers a 502 error page when the whole CMS is down and nothing is cached', async () => {
    cms.fault = 'down'
    const response = await get(PRODUCTS)
    expect(response.status).toBe(502)
    expect(titleOf(await response.text())).toBe('502 - Vorübergehend nicht erreichbar')
    await settle()
    // No page, no initial data: a failure is never stored (the shop's configuration, which
    // answered, may be).
    expect(await cacheKeys('page:')).toEqual([])
    expect(await cacheKeys('initial-data:')).toEqual([])
  })

  it('does not serve a copy older than 7 days when the CMS fails', async () => {
    await warm()
    await ageEntry(PRODUCTS_KEY, 8 * DAY)
    cms.set('vitalis-de', '/produkte', { down: true })

    const response = await get(PRODUCTS)
    expect(response.status).toBe(502)
    const html = await response.text()
    expect(bootstrapOf(html).payload).not.toMatchObject({ kind: 'page' })
    expect(titleOf(html)).toBe('502 - Vorübergehend nicht erreichbar')
  })

  it('reloads a copy older than 7 days from the origin when the CMS answers', async () => {
    await warm()
    await ageEntry(PRODUCTS_KEY, 8 * DAY)
    const response = await get(PRODUCTS)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-cache-status')).toBe('origin')
    expect(cms.count(CMS_PRODUCTS)).toBe(2)
  })

  it('never writes a draft page to KV when an editor previews it (the public gets a 404: ./drafts.test.ts)', async () => {
    cms.set('vitalis-de', '/entwurf', {
      status: 200,
      body: page({ id: 8, slug: '/entwurf', title: 'Entwurf', draft: true }),
    })
    for (let round = 0; round < 2; round++) {
      const response = await get('http://localhost/entwurf?preview=1', {
        headers: { cookie: 'be_typo_user=editor-session' },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('x-cache-status')).toBe('bypass')
      expect(pageTitleOf(await response.text())).toBe('Entwurf')
      await settle()
    }
    expect(cms.count('/cms/vitalis-de/entwurf')).toBe(2)
    expect(await cacheKeys()).toEqual([])
    expect(await indexRows('page')).toEqual([])
  })

  it('never writes a workspace preview to KV when the page carries a workspace', async () => {
    cms.set('vitalis-de', '/vorschau', {
      status: 200,
      body: page({ id: 9, slug: '/vorschau', workspace: { id: 3, title: 'Redaktion' } }),
    })
    await (await get('http://localhost/vorschau')).text()
    await settle()
    expect(await cacheKeys()).toEqual([])
  })

  it('serves the cached page when ?preview=1 comes without an editor session', async () => {
    await warm()
    const response = await get(`${PRODUCTS}?preview=1`)
    expect(response.headers.get('x-cache-status')).toBe('fresh')
    expect(cms.count(CMS_PRODUCTS)).toBe(1)
  })

  it('bypasses the cache in both directions when an editor previews (?preview=1 with be_typo_user)', async () => {
    await warm()
    cms.set('vitalis-de', '/produkte', {
      status: 200,
      body: page({ id: 5, slug: '/produkte', title: 'Produkte (Vorschau)' }),
    })

    const response = await get(`${PRODUCTS}?preview=1`, {
      headers: { cookie: 'be_typo_user=editor-session' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-cache-status')).toBe('bypass')
    expect(pageTitleOf(await response.text())).toBe('Produkte (Vorschau)')
    await settle()

    expect(cms.count(CMS_PRODUCTS)).toBe(2)
    const entry = await readEntry(PRODUCTS_KEY)
    expect((entry!.value as { page: { title: string } }).page.title).toBe('Produkte')
    expect(await cacheKeys()).toEqual([PRODUCTS_KEY])
  })

  it('caches a CMS 404 for notFoundTtlSeconds only when the CMS has no such page', async () => {
    const first = await get('http://localhost/gibt-es-nicht')
    expect(first.status).toBe(404)
    expect(first.headers.get('x-cache-status')).toBe('origin')
    await first.text()
    const key = pageKey('vitalis-de', 'de', '/gibt-es-nicht')
    await eventually(async () => expect(await readEntry(key)).not.toBeNull())
    expect(await readEntry(key)).toMatchObject({
      freshForMs: 10_000,
      staleForMs: 10_000,
      value: { kind: 'not-found', status: 404 },
    })

    const second = await get('http://localhost/gibt-es-nicht')
    expect(second.status).toBe(404)
    expect(second.headers.get('x-cache-status')).toBe('fresh')
    await second.text()
    expect(cms.count('/cms/vitalis-de/gibt-es-nicht')).toBe(1)

    await ageEntry(key, 11_000)
    const third = await get('http://localhost/gibt-es-nicht')
    expect(third.headers.get('x-cache-status')).toBe('origin')
    await third.text()
    expect(cms.count('/cms/vitalis-de/gibt-es-nicht')).toBe(2)
  })

  it.each([500, 502, 503])('never caches the page when the CMS answers %i', async (status) => {
    cms.set('vitalis-de', '/produkte', { status, body: { error: 'Oops' } })
    for (let round = 0; round < 2; round++) {
      const response = await get(PRODUCTS)
      expect(response.status).toBe(status)
      await response.text()
      await settle()
    }
    expect(cms.count(CMS_PRODUCTS)).toBe(2)
    expect(await cacheKeys()).toEqual([])
    expect(await indexRows('page')).toEqual([])
  })

  it.each<[string, Answer]>([
    ['a non-JSON body', { raw: '<html><body>Gateway Timeout</body></html>' }],
    ['an empty body', { raw: '' }],
    ['JSON of the wrong shape', { status: 200, body: { id: 'five', slug: 5, content: 'none' } }],
    ['JSON null', { status: 200, body: null }],
  ])('answers a 502 error page and caches nothing when the CMS sends %s', async (_, answer) => {
    cms.set('vitalis-de', '/produkte', answer)
    const response = await get(PRODUCTS)
    expect(response.status).toBe(502)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(titleOf(html)).toBe('502 - Vorübergehend nicht erreichbar')
    await settle()
    expect(await cacheKeys()).toEqual([])
    expect(await indexRows('page')).toEqual([])
  })

  it('answers the 504 time-out page when the CMS does not answer the page within timeoutMs', async () => {
    await warm('http://localhost/', pageKey('vitalis-de', 'de', '/')) // initial data in cache
    cms.set('vitalis-de', '/produkte', { hang: true })
    const started = Date.now()
    const response = await get(PRODUCTS)
    const elapsed = Date.now() - started
    expect(response.status).toBe(504)
    expect(titleOf(await response.text())).toBe('504 - Vorübergehend nicht erreichbar')
    expect(elapsed).toBeGreaterThanOrEqual(3900)
    expect(elapsed).toBeLessThan(6000)
    await settle()
    expect(await cacheKeys()).toEqual([pageKey('vitalis-de', 'de', '/')])
  }, 10_000)

  it('answers the 504 page within about timeoutMs, not twice that, when the whole CMS hangs and nothing is cached', async () => {
    // wrangler.toml's 4000 ms, cut to 1000 ms so the test stays short.
    const sites = structuredClone(env.SITES) as { defaults: { cms: Record<string, unknown> } }
    sites.defaults.cms.timeoutMs = 1000
    cms.fault = 'slow'
    const { response, respondedInMs } = await getWithEnv(PRODUCTS, { SITES: sites })
    expect(response.status).toBe(504)
    // The page times out after 1 s; the error page must not wait for the initial-data fallback too.
    expect(respondedInMs).toBeLessThan(1500)
  }, 10_000)

  it('records every KV write in D1 cache_entries with site, locale, path and page id', async () => {
    cms.set('vitalis-de', '/en/about-us', {
      status: 200,
      body: page({ id: 42, slug: '/en/about-us', title: 'About us' }),
    })
    for (const url of [
      PRODUCTS,
      `${PRODUCTS}?page=2`,
      'http://localhost/en/about-us',
      'http://localhost/fehlt',
      'http://litozin.localhost/produkte',
    ]) {
      await (await get(url)).text()
    }
    await settle()
    const keys = await eventually(async () => {
      const all = await cacheKeys('')
      // 5 pages, 3 initial data (vitalis-de de and en, litozin-de), 3 shop configurations (one
      // per store view: vitalis-de's German and English, litozin-de's German).
      expect(all).toHaveLength(11)
      return all
    })
    await eventually(async () =>
      expect((await indexRows()).map((row) => row.cache_key)).toEqual(keys),
    )

    const rows = await indexRows()
    const row = (key: string) => rows.find((entry) => entry.cache_key === key)
    expect(row(PRODUCTS_KEY)).toMatchObject({
      kind: 'page',
      site: 'vitalis-de',
      locale: 'de',
      path: '/produkte',
      page_id: 5,
    })
    expect(row(pageKey('vitalis-de', 'de', '/produkte', 'page=2'))).toMatchObject({
      path: '/produkte',
      page_id: 5,
    })
    expect(row(pageKey('vitalis-de', 'en', '/en/about-us'))).toMatchObject({
      kind: 'page',
      site: 'vitalis-de',
      locale: 'en',
      path: '/en/about-us',
      page_id: 42,
    })
    expect(row(pageKey('vitalis-de', 'de', '/fehlt'))).toMatchObject({ page_id: null })
    expect(row(pageKey('litozin-de', 'de', '/produkte'))).toMatchObject({ site: 'litozin-de' })
    expect(row(shopConfigKey('litozin-de'))).toMatchObject({
      kind: 'catalogue',
      site: 'litozin-de',
      locale: 'litozin_de',
      path: '/configmanager/index',
      page_id: null,
    })
    expect(row(initialDataKey('vitalis-de', 'en'))).toMatchObject({
      kind: 'initial-data',
      locale: 'en',
      path: '*',
      page_id: null,
    })
    for (const key of keys) {
      expect(row(key)!.stored_at).toBe((await readEntry(key))!.storedAt)
    }
  })

  it('updates stored_at in D1 when a stale entry is revalidated', async () => {
    await warm()
    const aged = await ageEntry(PRODUCTS_KEY, 2 * HOUR)
    await (await get(PRODUCTS)).text()
    await eventually(async () => {
      const [row] = (await indexRows('page')).filter((entry) => entry.cache_key === PRODUCTS_KEY)
      expect(row!.stored_at).toBeGreaterThan(aged.storedAt)
      expect(row!.stored_at).toBe((await readEntry(PRODUCTS_KEY))!.storedAt)
    })
  })
})
