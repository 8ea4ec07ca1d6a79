import { describe, expect, it } from 'vitest'
import { violationsOf } from './oracles'
import type { FuzzRequest } from './request'
import type { Answer } from './send'

/**
 * The oracles themselves: a fuzz whose checks never fire proves nothing, so each property is
 * shown failing on an answer that breaks it, and passing on one that keeps it.
 */
const request = (url: string, changes: Partial<FuzzRequest> = {}): FuzzRequest => ({
  method: 'GET',
  url,
  headers: { host: new URL(url).host },
  body: null,
  environment: 'development',
  cmsFault: 'none',
  ...changes,
})

const NONCE = 'abc123=='
const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': `script-src 'nonce-${NONCE}' 'strict-dynamic'`,
  'cache-control': 'private, no-cache',
  'x-content-type-options': 'nosniff',
}

const answer = (status: number, headers: Record<string, string>, body = ''): Answer => ({
  status,
  headers: new Headers(headers),
  body,
  size: new TextEncoder().encode(body).length,
})

const page = (inner: string, headers: Record<string, string> = {}) =>
  answer(
    200,
    { ...HTML_HEADERS, ...headers },
    `<!DOCTYPE html><html><head><script nonce="${NONCE}">boot()</script></head><body>${inner}</body></html>`,
  )

const propertiesBroken = (sent: FuzzRequest, got: Answer, logged: string[] = []) =>
  violationsOf(sent, got, logged).map((found) => found.property)

const HOME = request('http://localhost/')

describe('fuzz oracles', () => {
  it('pass a well-behaved page', () => {
    expect(propertiesBroken(HOME, page('<p>&lt;x-fuzz-1&gt; &quot;onmouseover=</p>'))).toEqual([])
  })

  it.each([
    [
      'a 500 with healthy upstreams',
      HOME,
      answer(500, { 'content-type': 'text/plain' }, 'x'),
      'no-5xx',
    ],
    ['a raw tag from input', HOME, page('<x-fuzz-1>'), 'no-reflection'],
    ['a raw attribute from input', HOME, page('<a title=""onmouseover="fuzz1">'), 'no-reflection'],
    ['a javascript: link', HOME, page('<a href="javascript:fuzz1">x</a>'), 'no-reflection'],
    [
      'a raw tag in plain text',
      HOME,
      answer(404, { 'content-type': 'text/plain' }, '404 <x-fuzz-1>'),
      'no-reflection',
    ],
    [
      'a protocol-relative Location',
      HOME,
      answer(301, { location: '//evil.example' }),
      'same-origin-location',
    ],
    [
      'a backslash Location',
      HOME,
      answer(302, { location: '/\\evil.example/' }),
      'same-origin-location',
    ],
    ['a redirect without Location', HOME, answer(301, {}), 'same-origin-location'],
    ['an oversized error page', HOME, { ...page('x'.repeat(60_000)), status: 404 }, 'size-limits'],
    [
      'a JSON error that repeats its input',
      HOME,
      answer(
        400,
        { 'content-type': 'application/json' },
        JSON.stringify({ error: 'x'.repeat(2000) }),
      ),
      'size-limits',
    ],
    ['a script without the nonce', HOME, page('<script>alert(1)</script>'), 'script-nonce'],
    ['the purge token in a body', HOME, page('test-purge-token'), 'no-secrets'],
    [
      'a stack trace in production',
      request('http://localhost/', { environment: 'production' }),
      page('<pre class="sf-error__stack">Error</pre>'),
      'no-secrets',
    ],
    [
      'a page cut short',
      HOME,
      answer(200, HTML_HEADERS, '<!DOCTYPE html><html><body>'),
      'well-formed',
    ],
    [
      'a shared-cacheable page',
      HOME,
      page('x', { 'cache-control': 'public, max-age=60' }),
      'not-shared-cacheable',
    ],
    ['a cookie set', HOME, page('x', { 'set-cookie': 'a=1' }), 'not-shared-cacheable'],
  ])('catch %s', (_, sent, got, property) => {
    expect(propertiesBroken(sent, got)).toContain(property)
  })

  it('catch a render error that was only logged, whatever the upstreams do', () => {
    const failing = request('http://localhost/', { cmsFault: 'down' })
    expect(propertiesBroken(failing, page('x'), ['SSR error TypeError: boom'])).toContain(
      'no-server-errors-logged',
    )
  })

  it('allow a 502 when the CMS was told to fail, never a 500', () => {
    const failing = request('http://localhost/', { cmsFault: 'down' })
    expect(propertiesBroken(failing, { ...page('x'), status: 502 })).toEqual([])
    expect(propertiesBroken(failing, { ...page('x'), status: 500 })).toContain('no-5xx')
  })

  it('allow an absolute Location on the request host and input raw in JSON served with nosniff', () => {
    expect(propertiesBroken(HOME, answer(301, { location: 'http://localhost/neu' }))).toEqual([])
    const json = answer(
      400,
      { 'content-type': 'application/json', 'x-content-type-options': 'nosniff' },
      JSON.stringify({ error: "No site is called or served at '<x-fuzz-1>'" }),
    )
    expect(propertiesBroken(HOME, json)).toEqual([])
  })
})
