import { describe, expect, it } from 'vitest'
import manifest from '../../build/manifest.json'
import { INITIAL_DATA_UNAVAILABLE } from '../../src/worker/cms/client'
import type { FakeCms } from '../worker/fake-cms'
import { DAY, freshCmsForEachTest } from '../worker/helpers'
import {
  CMS_FAULTS,
  ageEverything,
  answerProducts,
  requestUnderFault,
  storedCache,
  warm,
} from './fault-kit'

/**
 * Client navigation (`<path>/_payload.json`) while the CMS fails: the router reads JSON and
 * falls back to a full page load on an error, so an error is JSON with the CMS client's status,
 * never the HTML error page; a stored copy is served as the page route serves it.
 */

const PAYLOAD_URL = `http://localhost/produkte/_payload.json?v=${manifest.buildId}`

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
  answerProducts(cms)
})

describe.each(CMS_FAULTS)('the payload route when the CMS $name', (fault) => {
  it('answers the stored copy older than 24 h as JSON and keeps it in KV unchanged', async () => {
    await warm()
    await ageEverything(2 * DAY)
    const before = await storedCache()
    fault.apply(cms, ['/produkte'])

    const { response, body } = await requestUnderFault(`${PAYLOAD_URL}&initialData=1`)

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('x-cache-status')).toBe('stale-if-error')
    expect(JSON.parse(body)).toMatchObject({
      payload: { kind: 'page', page: { id: 5, title: 'Produkte' } },
      initialData: { navigation: [{ title: 'Vitalis' }] },
    })
    expect(await storedCache()).toEqual(before)
  })

  it(`answers a ${fault.status} JSON error, not HTML, and caches nothing when the page is not cached`, async () => {
    await warm('http://localhost/') // initial data cached: only the page fails
    const before = await storedCache()
    fault.apply(cms, ['/produkte'])

    const { response, body } = await requestUnderFault(PAYLOAD_URL)

    expect(response.status).toBe(fault.status)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(JSON.parse(body)).toEqual({ error: { status: fault.status, message: fault.message } })
    expect(await storedCache()).toEqual(before)
  })

  it(`answers a ${fault.status} JSON error and caches nothing when nothing at all is cached`, async () => {
    fault.apply(cms, ['/produkte'])

    const { response, body } = await requestUnderFault(`${PAYLOAD_URL}&initialData=1`)

    expect(response.status).toBe(fault.status)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const { error } = JSON.parse(body) as { error: { status: number; message: string } }
    expect(error.status).toBe(fault.status)
    expect([fault.message, INITIAL_DATA_UNAVAILABLE]).toContain(error.message)
    expect(await storedCache()).toEqual({ kv: {}, index: [] })
  })
})
