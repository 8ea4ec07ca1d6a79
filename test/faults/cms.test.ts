import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { INITIAL_DATA_UNAVAILABLE } from '../../src/worker/cms/client'
import type { FakeCms } from '../worker/fake-cms'
import { DAY, MINUTE, freshCmsForEachTest, withoutScripts } from '../worker/helpers'
import {
  CMS_FAULTS,
  CMS_PRODUCTS,
  INITIAL_DATA_KEY,
  PRODUCTS_KEY,
  PRODUCTS_URL,
  ageEverything,
  answerProducts,
  expectErrorPage,
  pageTitleOf,
  requestUnderFault,
  storedCache,
  warm,
} from './fault-kit'

/**
 * The page route while the CMS fails in each of its five ways (fault-kit.ts): a stored copy is
 * served and kept as it was; without one, the error page with the CMS client's status, and the
 * failed answer never becomes a cache entry (DESIGN.md section 6, SPEC.md section 8).
 */

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
  answerProducts(cms)
})

describe.each(CMS_FAULTS)('the page route when the CMS $name', (fault) => {
  it('serves the copy older than 24 h as stale-if-error and keeps page and initial data in KV unchanged', async () => {
    await warm()
    await ageEverything(2 * DAY) // past the stale window: the CMS is asked before anything is served
    const before = await storedCache()
    answerProducts(cms, 'Produkte (neu)') // what a working CMS would have answered
    fault.apply(cms, ['/produkte'])

    const { response, body } = await requestUnderFault(PRODUCTS_URL)

    expect(response.status).toBe(200)
    expect(response.headers.get('x-cache-status')).toBe('stale-if-error')
    expect(response.headers.get('x-initial-data-cache-status')).toBe('stale-if-error')
    expect(pageTitleOf(body)).toBe('Produkte')
    expect(await storedCache()).toEqual(before)
  })

  it('serves the copy past its TTL at once and keeps it unchanged when its background refresh fails', async () => {
    await warm()
    await ageEverything(2 * MINUTE)
    const before = await storedCache()
    answerProducts(cms, 'Produkte (neu)')
    fault.apply(cms, ['/produkte'])

    const { response, body } = await requestUnderFault(PRODUCTS_URL)

    expect(response.status).toBe(200)
    expect(response.headers.get('x-cache-status')).toBe('stale')
    expect(pageTitleOf(body)).toBe('Produkte')
    // The refresh was tried (and has ended: requestUnderFault waits for background work).
    expect(cms.count(CMS_PRODUCTS)).toBe(1 + fault.triesPerRead)
    expect(await storedCache()).toEqual(before)
  })

  it(`answers the ${fault.status} error page with the stored navigation and caches nothing when the page is not cached`, async () => {
    await warm('http://localhost/') // the initial data is cached and fresh: only the page fails
    const before = await storedCache()
    fault.apply(cms, ['/produkte'])

    const { response, body } = await requestUnderFault(PRODUCTS_URL)

    expectErrorPage(response, body, fault.status, [fault.message])
    // The error page did not wait for the CMS: its header has the stored navigation.
    expect(withoutScripts(body)).toContain('href="/ratgeber"')
    expect(await storedCache()).toEqual(before)
    expect(Object.keys(before.kv)).not.toContain(PRODUCTS_KEY)
  })

  it(`answers the ${fault.status} error page and caches nothing when nothing at all is cached`, async () => {
    fault.apply(cms, ['/produkte'])

    const { response, body } = await requestUnderFault(PRODUCTS_URL)

    // Page and initial data load together; whichever fails first names the error.
    expectErrorPage(response, body, fault.status, [fault.message, INITIAL_DATA_UNAVAILABLE])
    expect(await storedCache()).toEqual({ kv: {}, index: [] })
  })

  it(`answers the ${fault.status} error page "${INITIAL_DATA_UNAVAILABLE}" and caches nothing when only the page is cached`, async () => {
    await warm()
    await env.UPSTREAM_CACHE.delete(INITIAL_DATA_KEY) // as if it had expired
    const before = await storedCache()
    fault.apply(cms, ['/produkte'])

    const { response, body } = await requestUnderFault(PRODUCTS_URL)

    expectErrorPage(response, body, fault.status, [INITIAL_DATA_UNAVAILABLE])
    expect(await storedCache()).toEqual(before)
    expect(Object.keys(before.kv)).toEqual([PRODUCTS_KEY])
  })
})
