import { describe, expect, it } from 'vitest'
import manifest from '../../build/manifest.json'
import { page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import { freshCmsForEachTest, get, getWithEnv, post, settle } from './helpers'

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
  cms.set('vitalis-de', '/en/about-us', {
    status: 200,
    body: page({ id: 42, slug: '/en/about-us', title: 'About us' }),
  })
})

const ABOUT_US = `http://localhost/en/about-us/_payload.json?v=${manifest.buildId}`

describe('payload route', () => {
  it('answers the page payload as JSON without initial data when asked for a page', async () => {
    const response = await get(ABOUT_US)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const body = (await response.json()) as Record<string, unknown>
    expect(body).toMatchObject({
      buildId: manifest.buildId,
      payload: {
        kind: 'page',
        status: 200,
        page: { id: 42, title: 'About us', slug: '/en/about-us' },
      },
    })
    expect(Object.keys(body).sort()).toEqual(['buildId', 'payload'])
    expect(cms.pageRequests()).toEqual(['/cms/vitalis-de/en/about-us'])
  })

  it('adds the initial data of the locale when initialData=1', async () => {
    const response = await get(`${ABOUT_US}&initialData=1`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown>
    expect(body.initialData).toMatchObject({
      navigation: [{ title: 'Vitalis' }],
      textsUrl: expect.stringMatching(/^\/_texts\/en\/[0-9a-z]+\.json$/) as unknown,
    })
    expect(cms.requests).toContain('/cms/vitalis-de/en/?type=834')
    expect(cms.pageRequests()).toEqual(['/cms/vitalis-de/en/about-us'])
  })

  it('shares the cache entry of the page route when the page was rendered before', async () => {
    await (await get('http://localhost/en/about-us')).text()
    await settle()
    const response = await get(ABOUT_US)
    expect(response.headers.get('x-cache-status')).toBe('fresh')
    await response.json()
    expect(cms.count('/cms/vitalis-de/en/about-us')).toBe(1)
  })

  it('answers the home page when asked for /_payload.json', async () => {
    const response = await get(`http://localhost/_payload.json?v=${manifest.buildId}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ payload: { kind: 'page', page: { slug: '/' } } })
    expect(cms.pageRequests()).toEqual(['/cms/vitalis-de/'])
  })

  // A Hono `*` is one segment: the home page's and deeper payload paths reach the route too.
  describe.each([
    ['/_payload.json', '/', '/cms/vitalis-de/'],
    ['/en/_payload.json', '/en', '/cms/vitalis-de/en'],
    [
      '/ratgeber/vitamin-d/_payload.json',
      '/ratgeber/vitamin-d',
      '/cms/vitalis-de/ratgeber/vitamin-d',
    ],
  ])('for %s', (payloadPath, slug, cmsPath) => {
    const url = `http://localhost${payloadPath}?v=${manifest.buildId}`

    it('answers the payload of the page the path ends in', async () => {
      cms.set('vitalis-de', slug, { status: 200, body: page({ id: 7, slug }) })
      const response = await get(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await response.json()).toMatchObject({ payload: { kind: 'page', page: { slug } } })
      expect(cms.pageRequests()).toEqual([cmsPath])
    })

    it('answers a JSON error when the CMS is down', async () => {
      cms.set('vitalis-de', slug, { down: true })
      const response = await get(url)
      expect(response.status).toBe(502)
      expect(await response.json()).toEqual({
        error: { status: 502, message: 'The content service is unreachable' },
      })
    })
  })

  it('answers 404 JSON kind not-found when the CMS has no such page', async () => {
    const response = await get(
      `http://localhost/en/gibt-es-nicht/_payload.json?v=${manifest.buildId}`,
    )
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({
      buildId: manifest.buildId,
      payload: { kind: 'not-found', status: 404 },
    })
  })

  it('answers a JSON error with the status when the CMS is down', async () => {
    cms.set('vitalis-de', '/en/about-us', { down: true })
    const response = await get(ABOUT_US)
    expect(response.status).toBe(502)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({
      error: { status: 502, message: 'The content service is unreachable' },
    })
  })

  it("answers a JSON error when the site's entry in the registry is broken", async () => {
    const { response, body } = await getWithEnv(ABOUT_US, {
      SITES: { defaults: {}, sites: [{ id: 'broken', hostnames: ['localhost'] }] },
    })
    expect(response.status).toBe(503)
    expect(JSON.parse(body)).toEqual({ error: { status: 503, message: 'Service Unavailable' } })
  })

  it('answers a JSON error with the status when the CMS answers 503', async () => {
    cms.set('vitalis-de', '/en/about-us', { status: 503, body: {} })
    const response = await get(ABOUT_US)
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ error: { status: 503 } })
  })
})

describe('check-version', () => {
  it('answers isOutdated false when the version is the build id', async () => {
    const response = await post('http://localhost/check-version', { version: manifest.buildId })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ isOutdated: false })
  })

  it('answers isOutdated true when the version is another build id', async () => {
    const response = await post('http://localhost/check-version', { version: 'older-build' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ isOutdated: true })
  })

  it.each([
    ['garbage', 'this is not json'],
    ['an empty body', ''],
    ['JSON null', 'null'],
    ['no version', {}],
    ['a numeric version', { version: 5 }],
    ['an empty version', { version: '' }],
    ['an overlong version', { version: 'x'.repeat(101) }],
  ])('answers 400 JSON error when the body is %s', async (_, body) => {
    const response = await post('http://localhost/check-version', body)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toMatchObject({ error: expect.any(String) })
  })

  it('asks no upstream when checking the version', async () => {
    await (await post('http://localhost/check-version', { version: 'x' })).text()
    expect(cms.requests).toEqual([])
  })
})

describe('health', () => {
  it('answers ok with the build id without asking any upstream', async () => {
    const response = await get('http://localhost/_health')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      status: 'ok',
      buildId: manifest.buildId,
      environment: 'development',
    })
    expect(cms.requests).toEqual([])
  })

  it('answers on a hostname outside the sites configuration too', async () => {
    const response = await get('http://deploy-check.internal/_health')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ buildId: manifest.buildId })
  })
})
