import { describe, expect, it } from 'vitest'
import { createCloudflareApp } from '../../cloudflare'
import { MAX_CALLS } from '../../cloudflare/call-log'
import demo from '../../index'
import { type Data } from './helpers'

/**
 * The stand-in for Cloudflare's zone cache purge API (demo/cloudflare): what it answers, what it
 * records, and its failure switch. Each test has an app of its own, so no test sees another's
 * calls; the demo worker's own mount is checked once, through demo/index.ts.
 */
const ZONE = '023e105f4ecef8ad9ca31a8372d0c353'
const OTHER_ZONE = 'ffffffffffffffffffffffffffffffff'
const PURGE = (zone: string) => `/client/v4/zones/${zone}/purge_cache`

type App = ReturnType<typeof createCloudflareApp>

const purge = (app: App, body: unknown, { zone = ZONE, token = 'local-token' } = {}) =>
  app.request(PURGE(zone), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === '' ? {} : { authorization: `Bearer ${token}` }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const calls = async (app: App, query = ''): Promise<Data[]> => {
  const response = await app.request(`/_calls${query}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as Data).calls
}

const fail = (app: App, plan: unknown) =>
  app.request('/_fail', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(plan),
  })

const tags = (count: number) => Array.from({ length: count }, (_, i) => `page:${i}`)

describe('the purge stand-in', () => {
  it('answers a valid tags call with the v4 envelope and records it', async () => {
    const app = createCloudflareApp()
    const response = await purge(app, { tags: ['site:vitalis-de', 'page:42'] })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = (await response.json()) as Data
    expect(body).toEqual({
      success: true,
      errors: [],
      messages: [],
      result: { id: expect.stringMatching(/^[0-9a-f]{32}$/) },
    })
    expect(await calls(app)).toEqual([
      {
        id: body.result.id,
        zoneId: ZONE,
        kind: 'tags',
        items: ['site:vitalis-de', 'page:42'],
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        failed: false,
        status: 200,
      },
    ])
  })

  it.each([
    ['hosts', { hosts: ['www.vitalis.de'] }, ['www.vitalis.de']],
    ['prefixes', { prefixes: ['www.vitalis.de/produkte'] }, ['www.vitalis.de/produkte']],
    [
      'files',
      { files: ['https://www.vitalis.de/', { url: 'https://www.vitalis.de/en', headers: {} }] },
      ['https://www.vitalis.de/', { url: 'https://www.vitalis.de/en', headers: {} }],
    ],
    ['everything', { purge_everything: true }, []],
  ])('takes a %s call', async (kind, body, items) => {
    const app = createCloudflareApp()
    const response = await purge(app, body)
    expect(response.status).toBe(200)
    expect(((await response.json()) as Data).success).toBe(true)
    expect(await calls(app)).toMatchObject([{ kind, items, failed: false }])
  })

  it('takes 100 tags of 1,024 printable characters in one call', async () => {
    const app = createCloudflareApp()
    const long = '~'.repeat(1023)
    const response = await purge(app, { tags: tags(100).map((tag) => (tag + long).slice(0, 1024)) })
    expect(response.status).toBe(200)
    await response.text()
  })

  it.each([
    ['no kind', {}, 1012],
    ['purge_everything false', { purge_everything: false }, 1012],
    ['two kinds', { tags: ['page:1'], hosts: ['www.vitalis.de'] }, 1012],
    ['tags and purge_everything', { tags: ['page:1'], purge_everything: true }, 1012],
    ['101 tags', { tags: tags(101) }, 1099],
    ['a tag with a space', { tags: ['page:1', 'page 2'] }, 1099],
    ['an empty tag', { tags: [''] }, 1099],
    ['a tag of 1,025 characters', { tags: ['a'.repeat(1025)] }, 1100],
    ['a tag with a non-printable character', { tags: ['page:\u00e4'] }, 1315],
    ['an empty list', { tags: [] }, 1099],
    ['tags not in a list', { tags: 'page:1' }, 1014],
    ['a tag that is no string', { tags: [42] }, 1099],
    ['a host with a scheme', { hosts: ['https://www.vitalis.de'] }, 1099],
    ['a prefix with a scheme', { prefixes: ['https://www.vitalis.de/produkte'] }, 1099],
    ['a file that is no URL', { files: ['/produkte'] }, 1099],
    ['101 files', { files: tags(101).map((t) => `https://www.vitalis.de/${t}`) }, 1099],
    ['a body that is a list', ['page:1'], 1012],
    ['a body that is no JSON', '{"tags": [', 6007],
  ])('answers 400 and records nothing for %s', async (_, body, code) => {
    const app = createCloudflareApp()
    const response = await purge(app, body)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as Data
    expect(answer).toMatchObject({ success: false, messages: [], result: null })
    expect(answer.errors[0]).toEqual({ code, message: expect.any(String) })
    expect(await calls(app)).toEqual([])
  })

  it('follows an item error with the purge-errors code, as production does', async () => {
    const app = createCloudflareApp()
    const answer = (await (await purge(app, { tags: ['a'.repeat(1025)] })).json()) as Data
    expect(answer.errors.map((error: Data) => error.code)).toEqual([1100, 1016])
  })

  it('answers 400 with code 7003 for a zone id that is not 32 lower-case hex digits', async () => {
    const app = createCloudflareApp()
    for (const zone of ['vitalis', ZONE.toUpperCase(), `${ZONE}0`]) {
      const response = await purge(app, { tags: ['page:1'] }, { zone })
      expect(response.status).toBe(400)
      const answer = (await response.json()) as Data
      expect(answer.success).toBe(false)
      expect(answer.errors[0]).toEqual({
        code: 7003,
        message: `Could not route to /zones/${zone}/purge_cache, perhaps your object identifier is invalid?`,
      })
    }
    expect(await calls(app)).toEqual([])
  })

  it('answers 400 with code 7000 for another API path or method', async () => {
    const app = createCloudflareApp()
    for (const response of [
      await app.request(PURGE(ZONE)),
      await app.request('/client/v4/zones'),
      await app.request(`/client/v4/zones/${ZONE}/purge`, { method: 'POST' }),
    ]) {
      expect(response.status).toBe(400)
      const answer = (await response.json()) as Data
      expect(answer.success).toBe(false)
      expect(answer.errors.at(-1)).toEqual({ code: 7000, message: 'No route for that URI' })
    }
  })

  it.each([
    ['no token', ''],
    ['the token "invalid"', 'invalid'],
  ])('answers 403 with code 10000 and records nothing for %s', async (_, token) => {
    const app = createCloudflareApp()
    const response = await purge(app, { tags: ['page:1'] }, { token })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      success: false,
      errors: [{ code: 10000, message: 'Authentication error' }],
      messages: [],
      result: null,
    })
    expect(await calls(app)).toEqual([])
  })

  it('answers 403 for an Authorization header that is not a bearer token', async () => {
    const app = createCloudflareApp()
    for (const authorization of ['Bearer ', 'Basic dXNlcjpwYXNz', 'local-token']) {
      const response = await app.request(PURGE(ZONE), {
        method: 'POST',
        headers: { authorization },
        body: JSON.stringify({ tags: ['page:1'] }),
      })
      expect(response.status).toBe(403)
      await response.text()
    }
  })
})

describe('the failure switch', () => {
  it('fails the next 2 calls with 429 and Retry-After, then takes calls again, recording all', async () => {
    const app = createCloudflareApp()
    const armed = await fail(app, { count: 2, status: 429, retryAfter: 7 })
    expect(armed.status).toBe(200)
    expect(await armed.json()).toEqual({ remaining: 2, status: 429, retryAfter: 7 })

    const body = { tags: ['page:1'] }
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await purge(app, body)
      expect(response.status).toBe(429)
      expect(response.headers.get('retry-after')).toBe('7')
      expect(await response.json()).toEqual({
        success: false,
        errors: [{ code: 971, message: 'Please wait and consider throttling your request speed' }],
        messages: [],
        result: null,
      })
    }
    const third = await purge(app, body)
    expect(third.status).toBe(200)
    expect(third.headers.get('retry-after')).toBeNull()
    const { result } = (await third.json()) as Data

    expect(await calls(app)).toMatchObject([
      { id: null, kind: 'tags', items: ['page:1'], failed: true, status: 429 },
      { id: null, kind: 'tags', items: ['page:1'], failed: true, status: 429 },
      { id: result.id, kind: 'tags', items: ['page:1'], failed: false, status: 200 },
    ])
    expect(await (await app.request('/_fail')).json()).toEqual({
      remaining: 0,
      status: null,
      retryAfter: null,
    })
  })

  it('gives a 429 a Retry-After of 1 second unless told otherwise', async () => {
    const app = createCloudflareApp()
    await (await fail(app, { count: 1, status: 429 })).text()
    const response = await purge(app, { purge_everything: true })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('1')
    await response.text()
  })

  it.each([500, 503])('fails with %i in the envelope', async (status) => {
    const app = createCloudflareApp()
    await (await fail(app, { count: 1, status })).text()
    const response = await purge(app, { hosts: ['www.vitalis.de'] })
    expect(response.status).toBe(status)
    expect(response.headers.get('retry-after')).toBeNull()
    expect(await response.json()).toMatchObject({ success: false, result: null })
    expect(await calls(app)).toMatchObject([{ kind: 'hosts', failed: true, status }])
  })

  it('lets a bad body through to its 400 without using up a failure', async () => {
    const app = createCloudflareApp()
    await (await fail(app, { count: 1, status: 503 })).text()
    const bad = await purge(app, { tags: [] })
    expect(bad.status).toBe(400)
    await bad.text()
    const next = await purge(app, { tags: ['page:1'] })
    expect(next.status).toBe(503)
    await next.text()
  })

  it('is reset by DELETE /_fail', async () => {
    const app = createCloudflareApp()
    await (await fail(app, { count: 5, status: 503 })).text()
    const reset = await app.request('/_fail', { method: 'DELETE' })
    expect(await reset.json()).toEqual({ remaining: 0, status: null, retryAfter: null })
    const response = await purge(app, { tags: ['page:1'] })
    expect(response.status).toBe(200)
    await response.text()
  })

  it.each([
    [{ count: 0, status: 429 }],
    [{ count: 2, status: 404 }],
    [{ count: 2, status: 429, retryAfter: -1 }],
    [{ count: 2, status: 429, extra: true }],
    ['x'],
  ])('answers 400 to the plan %j and stays off', async (plan) => {
    const app = createCloudflareApp()
    const response = await fail(app, plan)
    expect(response.status).toBe(400)
    await response.text()
    const next = await purge(app, { tags: ['page:1'] })
    expect(next.status).toBe(200)
    await next.text()
  })
})

describe('the recorded calls', () => {
  it('are filtered by ?zone= and cleared by DELETE /_calls', async () => {
    const app = createCloudflareApp()
    await (await purge(app, { tags: ['page:1'] })).text()
    await (await purge(app, { tags: ['page:2'] }, { zone: OTHER_ZONE })).text()
    await (await purge(app, { purge_everything: true })).text()

    expect(await calls(app, `?zone=${ZONE}`)).toMatchObject([
      { zoneId: ZONE, items: ['page:1'] },
      { zoneId: ZONE, kind: 'everything' },
    ])
    expect(await calls(app, `?zone=${OTHER_ZONE}`)).toMatchObject([
      { zoneId: OTHER_ZONE, items: ['page:2'] },
    ])
    expect(await calls(app)).toHaveLength(3)

    const cleared = await app.request('/_calls', { method: 'DELETE' })
    expect(await cleared.json()).toEqual({ calls: [] })
    expect(await calls(app)).toEqual([])
  })

  it(`keep only the newest ${MAX_CALLS}`, async () => {
    const app = createCloudflareApp()
    for (let i = 0; i <= MAX_CALLS; i++) {
      const response = await purge(app, { tags: [`page:${i}`] })
      expect(response.status).toBe(200)
      await response.text()
    }
    const kept = await calls(app)
    expect(kept).toHaveLength(MAX_CALLS)
    expect(kept[0].items).toEqual(['page:1'])
    expect(kept.at(-1).items).toEqual([`page:${MAX_CALLS}`])
  })

  it('keep the bound an app is made with', async () => {
    const app = createCloudflareApp({ maxCalls: 2 })
    for (const tag of ['a', 'b', 'c']) await (await purge(app, { tags: [tag] })).text()
    expect((await calls(app)).map((call) => call.items[0])).toEqual(['b', 'c'])
  })
})

describe('the demo worker', () => {
  it('mounts the stand-in under /cloudflare and lists it at /', async () => {
    const root = (await (await demo.request('/')).json()) as Data
    expect(root.cloudflare).toBe('/cloudflare/client/v4/zones/<zone id>/purge_cache')

    const response = await demo.request(`/cloudflare${PURGE(ZONE)}`, {
      method: 'POST',
      headers: { authorization: 'Bearer local-token', 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['page:mounted'] }),
    })
    expect(response.status).toBe(200)
    await response.text()
    const listed = (await (await demo.request(`/cloudflare/_calls?zone=${ZONE}`)).json()) as Data
    expect(listed.calls.at(-1)).toMatchObject({ kind: 'tags', items: ['page:mounted'] })
    await (await demo.request('/cloudflare/_calls', { method: 'DELETE' })).text()
  })
})
