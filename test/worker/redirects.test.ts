import { describe, expect, it } from 'vitest'
import { redirect } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import { bootstrapOf, freshCmsForEachTest, get, settle, titleOf } from './helpers'

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
})

const redirectAt = (path: string, target: string, status?: number) =>
  cms.set('vitalis-de', path, { status: 200, body: redirect(target, status) })

describe('CMS redirects', () => {
  it('answers 301 with the site-relative Location when the CMS redirects with 301', async () => {
    redirectAt('/alt', '/neu', 301)
    const response = await get('http://localhost/alt')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/neu')
  })

  it.each([302, 303, 307, 308])('keeps the status %i when the CMS sends it', async (status) => {
    redirectAt('/alt', '/neu?x=1', status)
    const response = await get('http://localhost/alt')
    expect(response.status).toBe(status)
    expect(response.headers.get('location')).toBe('/neu?x=1')
  })

  it.each([undefined, 200, 304, 404])(
    'answers 301 when the CMS status code is %s',
    async (status) => {
      redirectAt('/alt', '/neu', status)
      const response = await get('http://localhost/alt')
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe('/neu')
    },
  )

  it('answers the absolute Location when the target is an external https URL', async () => {
    redirectAt('/partner', 'https://www.example.org/angebot?ref=vitalis', 302)
    const response = await get('http://localhost/partner')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('https://www.example.org/angebot?ref=vitalis')
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    '  javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/login',
    '/\\evil.example',
    'ftp://files.example/x',
    'not a url',
  ])('refuses the target %j with the 502 error page and no Location', async (target) => {
    redirectAt('/alt', target, 301)
    const response = await get('http://localhost/alt')
    expect(response.status).toBe(502)
    expect(response.headers.get('location')).toBeNull()
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(titleOf(html)).toBe('502 - Vorübergehend nicht erreichbar')
    expect(bootstrapOf(html).error).toMatchObject({
      message: 'The content service sent an invalid redirect',
    })
    await settle()
  })

  it.each(['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example'])(
    'BUG: never answers a Location a browser reads as another host when the target is %j',
    async (target) => {
      redirectAt('/alt', target, 301)
      const response = await get('http://localhost/alt')
      const location = response.headers.get('location')
      // Browsers drop tabs and line breaks from URLs: '/\t/evil.example' is '//evil.example'.
      if (location !== null) {
        expect(new URL(location, 'https://www.vitalis.example/alt').host).toBe(
          'www.vitalis.example',
        )
      }
      expect(response.status).toBe(502)
      await response.text()
    },
  )

  it('answers JSON kind redirect on the payload route instead of a 3xx', async () => {
    redirectAt('/alt', '/neu', 308)
    const response = await get('http://localhost/alt/_payload.json?v=test')
    expect(response.status).toBe(200)
    expect(response.headers.get('location')).toBeNull()
    expect(await response.json()).toMatchObject({
      payload: { kind: 'redirect', status: 308, location: '/neu' },
    })
  })

  it('answers a JSON error on the payload route when the target is refused', async () => {
    redirectAt('/alt', 'javascript:alert(1)', 301)
    const response = await get('http://localhost/alt/_payload.json?v=test')
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ error: { status: 502 } })
  })

  it('caches a redirect like a page when it is requested again', async () => {
    redirectAt('/alt', '/neu', 301)
    await get('http://localhost/alt')
    await settle()
    const response = await get('http://localhost/alt')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/neu')
    expect(cms.count('/cms/vitalis-de/alt')).toBe(1)
  })

  it('redirects within the locale when the CMS answers for an English path', async () => {
    cms.set('vitalis-de', '/en/old', { status: 200, body: redirect('/en/new', 301) })
    const response = await get('http://localhost/en/old')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/en/new')
    expect(cms.pageRequests()).toEqual(['/cms/vitalis-de/en/old'])
  })

  it('renders the page, not a redirect, when the CMS answers an ordinary page', async () => {
    const response = await get('http://localhost/')
    expect(response.status).toBe(200)
    expect(bootstrapOf(await response.text()).payload).toMatchObject({ kind: 'page' })
  })
})
