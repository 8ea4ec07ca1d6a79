import { describe, expect, it } from 'vitest'
import type { GlobalStanding } from '../log/global-purge-log'
import { entryTagOf, localeTagOf, siteTagOf } from '../../page-cache/cache-tags'
import { responseKeyOf } from '../../page-cache/response-cache'
import { testSites } from '../testing/sites'
import {
  MAX_ATTEMPTS,
  MAX_PENDING_TAGS,
  askEveryDataCenter,
  entryTagsOf,
  scopeTagsOf,
} from './every-data-center'
import { globalPurgeConfigOf, zoneSecretOf } from './global-purge-config'
import { TAGS_PER_REQUEST } from './zone-purge-api'

const ZONE_A = 'a'.repeat(32)
const ZONE_B = 'b'.repeat(32)
const FRESH: GlobalStanding = { state: 'off', pending: {}, attempts: 0, error: null }

interface Call {
  url: string
  tags: string[]
  authorization: string | null
}

/** The zone purge API as a test answers it: each call recorded, answers in turn. */
const fakeApi = (...answers: (() => Response)[]) => {
  const calls: Call[] = []
  const fetcher: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers)
    calls.push({
      url: String(input),
      tags: (JSON.parse(String(init?.body)) as { tags: string[] }).tags,
      authorization: headers.get('authorization'),
    })
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]
    return answer ? answer() : accepted()
  }
  return { calls, fetcher }
}
const accepted = () =>
  Response.json({ success: true, errors: [], messages: [], result: { id: 'f'.repeat(32) } })
const rateLimited = (retryAfter: string | null) => () =>
  Response.json(
    { success: false, errors: [{ code: 971, message: 'Please wait and consider throttling' }] },
    { status: 429, headers: retryAfter ? { 'retry-after': retryAfter } : {} },
  )

const configWith = (fetcher: typeof fetch, env: Record<string, string> = {}) =>
  globalPurgeConfigOf(
    { CLOUDFLARE_API_TOKEN: 'purge-token', CLOUDFLARE_ZONE_ID: ZONE_A, ...env },
    testSites,
    fetcher,
  )

const tagsOf = (count: number, site = 'vitalis-de') =>
  Array.from({ length: count }, (_, index) => ({ site, tag: `vsf-e-${index}` }))

describe('which tags a purge asks for', () => {
  it('asks once for the sites or locales of a purge of whole sites, or of everything', () => {
    expect(
      scopeTagsOf(
        [
          { scope: 'site', site: 'vitalis-de', locale: 'en' },
          { scope: 'site', site: 'litozin-de' },
        ],
        testSites,
      ),
    ).toEqual([
      { site: 'vitalis-de', tag: localeTagOf('vitalis-de', 'en') },
      { site: 'litozin-de', tag: siteTagOf('litozin-de') },
    ])
    expect(scopeTagsOf([{ scope: 'all' }], testSites)?.map((tag) => tag.tag)).toEqual(
      testSites.map((site) => siteTagOf(site.id)),
    )
  })

  it('leaves paths, page ids, catalogues and skus to the pages each batch found', async () => {
    expect(scopeTagsOf([{ scope: 'path', site: 'vitalis-de', path: '/a' }], testSites)).toBeNull()
    expect(scopeTagsOf([{ scope: 'sku', site: 'vitalis-de', sku: 'X' }], testSites)).toBeNull()
    const page = responseKeyOf('https://www.litozin.example/produkte?sort=price')
    const tags = await entryTagsOf(
      [page, 'page:v9:litozin-de:de:/produkte', responseKeyOf('https://evil.example/')],
      testSites,
    )
    expect(tags).toEqual([{ site: 'litozin-de', tag: await entryTagOf(page) }])
    expect(tags[0]?.tag).toMatch(/^vsf-e-[0-9a-f]{32}$/)
  })
})

describe('asking every data center', () => {
  it('does nothing without an API token: purges stay where they run', async () => {
    expect(globalPurgeConfigOf({ CLOUDFLARE_ZONE_ID: ZONE_A }, testSites)).toBeNull()
    const step = await askEveryDataCenter(null, FRESH, tagsOf(3))
    expect(step).toMatchObject({ state: 'off', asked: 0, retryInSeconds: null })
  })

  it('asks the zone of each site in requests of at most 100 tags, with the token', async () => {
    const api = fakeApi()
    const config = configWith(api.fetcher, { [zoneSecretOf('litozin-de')]: ZONE_B })
    const step = await askEveryDataCenter(config, FRESH, [
      ...tagsOf(250),
      ...tagsOf(2, 'litozin-de'),
    ])
    expect(step).toMatchObject({ state: 'done', asked: 252, pending: {}, attempts: 0 })
    expect(api.calls.map((call) => [call.url, call.tags.length])).toEqual([
      [`https://api.cloudflare.com/client/v4/zones/${ZONE_A}/purge_cache`, TAGS_PER_REQUEST],
      [`https://api.cloudflare.com/client/v4/zones/${ZONE_A}/purge_cache`, TAGS_PER_REQUEST],
      [`https://api.cloudflare.com/client/v4/zones/${ZONE_A}/purge_cache`, 50],
      [`https://api.cloudflare.com/client/v4/zones/${ZONE_B}/purge_cache`, 2],
    ])
    expect(api.calls[0]?.authorization).toBe('Bearer purge-token')
  })

  it('keeps what a rate limit refused and asks again after the wait the API named', async () => {
    const api = fakeApi(accepted, rateLimited('12'))
    const step = await askEveryDataCenter(configWith(api.fetcher), FRESH, tagsOf(150))
    expect(step).toMatchObject({ state: 'retrying', asked: 100, attempts: 1, retryInSeconds: 12 })
    expect(step.error).toBe('HTTP 429: Please wait and consider throttling (971)')
    expect(step.pending[ZONE_A]).toHaveLength(50)

    // The next ask (the queue's) sends what waited, with what the next batch found.
    const again = fakeApi()
    const next = await askEveryDataCenter(configWith(again.fetcher), step, tagsOf(1, 'litozin-de'))
    expect(next).toMatchObject({ state: 'done', asked: 51, attempts: 0, error: null })
  })

  it('waits longer after each failure, and gives up after MAX_ATTEMPTS in a row', async () => {
    const down: typeof fetch = async () => {
      throw new TypeError('Network connection lost.')
    }
    let standing: GlobalStanding = FRESH
    const delays: (number | null)[] = []
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const step = await askEveryDataCenter(
        configWith(down),
        standing,
        attempt === 1 ? tagsOf(2) : [],
      )
      delays.push(step.retryInSeconds)
      standing = step
    }
    expect(delays).toEqual([10, 20, 40, 80, 160, 320, 600, null])
    expect(standing).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS })
    expect(standing.error).toMatch(/^unreachable: TypeError: Network connection lost/)
    expect(standing.pending[ZONE_A]).toHaveLength(2)
  })

  it("asks for a zone's sites instead of more than MAX_PENDING_TAGS pages", async () => {
    const api = fakeApi()
    const step = await askEveryDataCenter(
      configWith(api.fetcher),
      FRESH,
      tagsOf(MAX_PENDING_TAGS + 1),
    )
    expect(step.state).toBe('done')
    expect(api.calls.flatMap((call) => call.tags)).toEqual(
      testSites.map((site) => siteTagOf(site.id)),
    )
  })

  it('fails, naming the site, when a site has no zone id; a zone id with a typo counts as none', async () => {
    const api = fakeApi()
    const config = configWith(api.fetcher, { CLOUDFLARE_ZONE_ID: 'not-a-zone' })
    const step = await askEveryDataCenter(config, FRESH, tagsOf(1, 'litozin-de'))
    expect(step).toMatchObject({ state: 'failed', retryInSeconds: null })
    expect(step.error).toContain('no zone id for site litozin-de')
    expect(api.calls).toEqual([])
  })

  it('stays failed when a later batch has nothing to ask', async () => {
    const failed: GlobalStanding = { state: 'failed', pending: {}, attempts: 8, error: 'HTTP 403' }
    const step = await askEveryDataCenter(configWith(fakeApi().fetcher), failed, [])
    expect(step).toMatchObject({ state: 'failed', error: 'HTTP 403', asked: 0 })
  })

  it('answers a 200 that is no success as a failure', async () => {
    const api = fakeApi(() =>
      Response.json({ success: false, errors: [{ code: 1134, message: 'Invalid tag' }] }),
    )
    const step = await askEveryDataCenter(configWith(api.fetcher), FRESH, tagsOf(1))
    expect(step).toMatchObject({ state: 'retrying', error: 'HTTP 200: Invalid tag (1134)' })
  })
})
