import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../src/worker/env'
import { botDetector } from '../../src/worker/middleware/bot'
import { requestClients } from '../../src/worker/middleware/clients'
import { requestId } from '../../src/worker/middleware/request-id'
import { securityHeaders } from '../../src/worker/middleware/security-headers'
import { siteResolver } from '../../src/worker/middleware/site'
import { onError } from '../../src/worker/routes/on-error'
import { element, page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import {
  BROWSER_UA,
  bootstrapOf,
  freshCmsForEachTest,
  get,
  getWithEnv,
  titleOf,
  withoutScripts,
} from './helpers'
import { displayPath } from '../../src/worker/routes/http-error'

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
})

/**
 * A page route that throws what no route expects (a bug), behind the worker's own middleware
 * and error handler.
 */
const throwingRoute = async (error: Error, overrides: Partial<typeof env>) => {
  const app = new Hono<AppEnv>()
  app.use('*', requestId(), siteResolver(), requestClients(), botDetector(), securityHeaders())
  app.get('*', () => {
    throw error
  })
  app.onError(onError)
  const ctx = createExecutionContext()
  const request = new Request('http://localhost/', { headers: { 'user-agent': BROWSER_UA } })
  const response = await app.fetch(request, { ...env, ...overrides }, ctx)
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return { response, body }
}

const errorOf = (html: string) =>
  bootstrapOf(html).error as { status: number; message: string; stack: string | null } | null

describe('not-found page', () => {
  it('answers the 404 page titled in the page’s language when the CMS answers 404 without a body', async () => {
    cms.set('vitalis-de', '/x', { raw: '', status: 404 })
    const response = await get('http://localhost/x')
    expect(response.status).toBe(404)
    expect(titleOf(await response.text())).toBe('404 - Seite nicht gefunden')
  })

  it('answers the 404 page when the CMS answers 404 with an HTML body', async () => {
    cms.set('vitalis-de', '/x', { raw: '<html><body>Not Found</body></html>', status: 404 })
    const response = await get('http://localhost/x')
    expect(response.status).toBe(404)
    expect(titleOf(await response.text())).toBe('404 - Seite nicht gefunden')
  })

  it('answers the 404 page titled in the page’s language when the CMS 404 body is not a page', async () => {
    cms.set('vitalis-de', '/x', { status: 404, body: { error: 'not found' } })
    const response = await get('http://localhost/x')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(titleOf(html)).toBe('404 - Seite nicht gefunden')
    expect(bootstrapOf(html).payload).toEqual({ kind: 'not-found', status: 404, page: null })
    // Default breadcrumbs: Error, then the status code; in the page's language, German here.
    expect(withoutScripts(html)).toMatch(
      /<a href="\/">Fehler<\/a>[\s\S]*<span aria-current="page">404<\/span>/,
    )
  })

  it('renders the CMS error page with its title and content when the CMS sends one with its 404', async () => {
    cms.set('vitalis-de', '/weg', {
      status: 404,
      body: page({
        id: 404,
        slug: '/404',
        title: 'Seite nicht gefunden',
        content: [
          element(77, 'text', {
            header: 'Hoppla',
            headerLayout: 1,
            bodytext: '<p>Diese Seite ist umgezogen.</p>',
          }),
        ],
      }),
    })
    const response = await get('http://localhost/weg')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(titleOf(html)).toBe('404 - Seite nicht gefunden')
    const visible = withoutScripts(html)
    expect(visible).toContain('<p>Diese Seite ist umgezogen.</p>')
    // One h1, the hero's: the error page's own h1 becomes an h2 below it.
    expect(visible.match(/<h1[ >]/g)).toHaveLength(1)
    expect(visible).toMatch(/<h2 class="ce-header__title">Hoppla<\/h2>/)
    expect(visible).not.toContain('sf-error__stack')
    expect(visible).toMatch(/<meta name="robots" content="noindex,nofollow"\/?>/)
  })
})

describe('route check', () => {
  it.each([
    ['an undecodable escape', '/%ZZ'],
    ['an encoded dot-dot segment with an encoded slash', '/a/%2e%2e%2fb'],
    ['an encoded backslash', '/a%5c..%5cb'],
    ['a path of 600 characters', `/${'a'.repeat(599)}`],
    ['a NUL byte', '/a%00b'],
    ['a control character', '/a%0Ab'],
    ['an empty segment', '/a//b'],
    ['an encoded slash, which would name a page twice', '/ratgeber%2Fimmunsystem'],
    ['an encoded slash in lower case', '/ratgeber%2fimmunsystem'],
  ])(
    "answers 404 with the site's error page, never sending the path to the CMS, for %s",
    async (_, path) => {
      const response = await get(`http://localhost${path}`)
      expect(response.status).toBe(404)
      const html = await response.text()
      expect(errorOf(html)).toMatchObject({
        status: 404,
        message: `Page Not Found: ${displayPath(path)}`,
        stack: null,
      })
      // The CMS's own error page (cms.notFoundPath), in the site's language.
      expect(titleOf(html)).toBe('404 - Seite nicht gefunden')
      expect(cms.pageRequests()).toEqual(['/cms/vitalis-de/404'])
    },
  )

  it('keeps the error page small and the path short and escaped when the address is 7,000 characters long', async () => {
    const short = await (await get('http://localhost/%ZZ')).text()
    // 7,200 characters once encoded: within the address limit (8 KiB), far past the path's.
    const path = `/${'<b>'.repeat(800)}x`
    const response = await get(`http://localhost${path}`)
    expect(response.status).toBe(404)
    const html = await response.text()
    const shown = errorOf(html)?.message ?? ''
    expect(shown.length).toBeLessThan(130)
    expect(shown).toMatch(/^Page Not Found: \/(%3Cb%3E)+…$/)
    expect(html.length - short.length).toBeLessThan(2000)
    expect(html).not.toContain('<b><b>')
    expect(titleOf(html)).toBe('404 - Seite nicht gefunden')
  })

  it('shows its own 404 page when the CMS cannot give the error page for a malformed address', async () => {
    cms.fault = 'down'
    const response = await get('http://localhost/%ZZ')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(errorOf(html)).toMatchObject({ status: 404, message: 'Page Not Found: /%ZZ' })
  })

  it('answers 404 JSON for the payload of a path with an encoded slash', async () => {
    const response = await get('http://localhost/ratgeber%2Fimmunsystem/_payload.json?v=x')
    expect(response.status).toBe(404)
    expect(cms.pageRequests()).toEqual([])
  })

  it('answers 404 JSON without asking the CMS when a payload path fails the check', async () => {
    const response = await get('http://localhost/%ZZ/_payload.json?v=x')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      error: { status: 404, message: 'Page Not Found: /%ZZ' },
    })
    expect(cms.pageRequests()).toEqual([])
  })

  it('never sends a dot-dot segment to the CMS when the request path holds /a/%2e%2e/b', async () => {
    // URL parsing resolves %2e%2e as '..' before the worker sees the path: it asks for /b.
    const response = await get('http://localhost/a/%2e%2e/b')
    await response.text()
    for (const request of cms.requests) expect(request).not.toMatch(/\.\.|%2e%2e/i)
    expect(cms.pageRequests()).toEqual(['/cms/vitalis-de/b'])
  })

  it('accepts a path with umlauts and encoded characters when it is well formed', async () => {
    cms.set('vitalis-de', '/%C3%BCber-uns', {
      status: 200,
      body: page({ id: 3, slug: '/über-uns' }),
    })
    const response = await get('http://localhost/%C3%BCber-uns')
    expect(response.status).toBe(200)
    await response.text()
    expect(cms.pageRequests()).toEqual(['/cms/vitalis-de/%C3%BCber-uns'])
  })
})

describe('error details', () => {
  it('shows the stack in a <pre> when ENVIRONMENT is development', async () => {
    cms.set('vitalis-de', '/kaputt', { down: true })
    const response = await get('http://localhost/kaputt')
    expect(response.status).toBe(502)
    const html = await response.text()
    expect(withoutScripts(html)).toMatch(
      /<pre class="sf-error__stack">UpstreamError: The content service is unreachable/,
    )
    expect(errorOf(html)!.stack).toMatch(/^UpstreamError: The content service is unreachable/)
    expect(bootstrapOf(html).dev).toBe(true)
  })

  it('hides the stack when ENVIRONMENT is production', async () => {
    cms.set('vitalis-de', '/kaputt', { down: true })
    const { response, body } = await getWithEnv('http://localhost/kaputt', {
      ENVIRONMENT: 'production',
    })
    expect(response.status).toBe(502)
    expect(body).not.toContain('<pre')
    expect(body).not.toContain('UpstreamError')
    expect(errorOf(body)).toMatchObject({ status: 502, stack: null })
    expect(bootstrapOf(body).dev).toBe(false)
  })

  it('hides the message of an unexpected error when ENVIRONMENT is production', async () => {
    const answer = async (ENVIRONMENT: string) => {
      const { response, body } = await throwingRoute(
        new TypeError('Cannot read properties of undefined (reading 127.0.0.1:8788)'),
        { ENVIRONMENT },
      )
      return { status: response.status, error: errorOf(body) }
    }
    expect(await answer('production')).toEqual({
      status: 500,
      error: { status: 500, message: 'Internal Server Error', stack: null },
    })
    const development = await answer('development')
    expect(development.error?.message).toBe(
      'Cannot read properties of undefined (reading 127.0.0.1:8788)',
    )
  })

  it('never shows the CMS base URL to shoppers when ENVIRONMENT is production and the CMS fails', async () => {
    cms.set('vitalis-de', '/kaputt', { status: 503, body: {} })
    const { response, body } = await getWithEnv('http://localhost/kaputt', {
      ENVIRONMENT: 'production',
    })
    expect(response.status).toBe(503)
    expect(body.match(/[^"<>]*127\.0\.0\.1:8788\/cms[^"<>]*/g)).toBeNull()
  })

  it('answers 502 when the CMS answers a 4xx status other than 404', async () => {
    cms.set('vitalis-de', '/teapot', { status: 418, body: {} })
    const response = await get('http://localhost/teapot')
    expect(response.status).toBe(502)
    expect(titleOf(await response.text())).toBe('502 - Vorübergehend nicht erreichbar')
  })
})
