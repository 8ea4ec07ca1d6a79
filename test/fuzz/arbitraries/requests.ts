import fc from 'fast-check'
import type { FuzzBody, FuzzRequest } from '../request'
import { checkVersionBody, reportBody } from './bodies'
import { buildRequest, environment } from './build-request'
import { clientHeaders } from './headers'
import { addressing, servedAddressing } from './hosts'
import { textWithMarker } from './markers'
import { pagePath, payloadPath } from './paths'
import { payloadQuery, queryString } from './queries'

/**
 * Whole requests, one arbitrary per suite (the editors' in ./purge-requests.ts). Each is a
 * FuzzRequest of plain data (../request.ts): fast-check prints it as sent when a property fails.
 */

const readMethod = fc.constantFrom('GET', 'GET', 'GET', 'GET', 'HEAD', 'get')

/** GET and HEAD of any page path, on any host, with any headers. */
export const pageRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(readMethod, addressing, pagePath, queryString, clientHeaders, environment)
  .map(([method, address, path, query, headers, env]) =>
    buildRequest({
      method,
      addressing: address,
      pathAndQuery: `${path}${query}`,
      headers,
      environment: env,
    }),
  )

/** Client navigation: `<path>/_payload.json?v=…`, on served hosts mostly. */
export const payloadRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    readMethod,
    fc.oneof({ weight: 4, arbitrary: servedAddressing }, { weight: 1, arbitrary: addressing }),
    payloadPath,
    payloadQuery,
    clientHeaders,
    environment,
  )
  .map(([method, address, path, query, headers, env]) =>
    buildRequest({
      method,
      addressing: address,
      pathAndQuery: `${path}${query}`,
      headers,
      environment: env,
    }),
  )

/** The worker's own routes and their look-alikes. */
const ROUTES = fc.constantFrom(
  '/_cache',
  '/_cache/',
  '/_cache/purge',
  '/_cache/purge/',
  '/_cache/log',
  '/_cache/log?limit=-1',
  '/_cache/log?limit=99999999999999999999',
  '/_cache/nothing',
  '/_CACHE/purge',
  '/en/_cache',
  '/check-version',
  '/check-version/',
  '/_report',
  '/_health',
  '/_health/',
  '/favicon.svg',
  '/robots.txt',
  '/build/missing.js',
)

const METHODS = fc.constantFrom(
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'PATCH',
  'PROPFIND',
  'TRACE',
  'patch',
)

const someBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  { weight: 3, arbitrary: checkVersionBody.map((text) => ({ kind: 'text' as const, text })) },
  { weight: 3, arbitrary: textWithMarker.map((text) => ({ kind: 'text' as const, text })) },
  {
    weight: 1,
    arbitrary: fc
      // Field names a browser sends (workerd refuses to serialise one ending in a backslash).
      .array(fc.tuple(fc.stringMatching(/^[a-z_]{1,8}$/), textWithMarker), { maxLength: 3 })
      .map((fields) => ({ kind: 'form-data' as const, fields })),
  },
)

/**
 * Content types right and wrong. Form types are rarer: workerd prints a warning each time the
 * worker reads such a body as text (the JSON routes do, whatever the type says), which would
 * drown the test output.
 */
const CONTENT_TYPES = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/xml',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ),
  },
)

/** Text bodies get a content type, right or wrong; form-data sets its own. */
const bodyHeaders = (body: FuzzBody | null, contentType: string | null) =>
  body?.kind === 'text' && contentType !== null ? { 'content-type': contentType } : {}

/** Every method on pages, payloads and the worker's own routes, with or without a body. */
export const anyMethodRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    METHODS,
    addressing,
    fc.oneof(ROUTES, pagePath, payloadPath),
    fc.option(someBody, { nil: null }),
    fc.option(CONTENT_TYPES, { nil: null }),
    clientHeaders,
  )
  .map(([method, address, path, body, contentType, headers]) => {
    // GET and HEAD cannot carry a body (the Fetch standard refuses to build such a request).
    const sendsBody = !['GET', 'HEAD'].includes(method.toUpperCase()) ? body : null
    return buildRequest({
      method,
      addressing: address,
      pathAndQuery: path,
      headers: { ...headers, ...bodyHeaders(sendsBody, contentType) },
      body: sendsBody,
    })
  })

/** The browser's POSTs: /check-version and /_report, with their bodies and content types. */
export const browserPostRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.oneof(
      fc.tuple(fc.constantFrom('/check-version', '/check-version?x=1'), checkVersionBody),
      fc.tuple(fc.constantFrom('/_report', '/_report?x=<y>'), reportBody),
    ),
    fc.oneof({ weight: 4, arbitrary: servedAddressing }, { weight: 1, arbitrary: addressing }),
    fc.option(CONTENT_TYPES, { nil: null, freq: 4 }),
    clientHeaders,
    environment,
  )
  .map(([[path, text], address, contentType, headers, env]) => {
    const body: FuzzBody = { kind: 'text', text }
    return buildRequest({
      method: 'POST',
      addressing: address,
      pathAndQuery: path,
      headers: { ...headers, ...bodyHeaders(body, contentType ?? 'application/json') },
      body,
      environment: env,
    })
  })

/** Page and payload requests while the CMS is down, answers garbage or 503 (fake-cms.ts). */
export const upstreamFaultRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.oneof(pageRequest, payloadRequest),
    fc.constantFrom<FuzzRequest['cmsFault']>('none', 'down', 'garbage', 'server-error'),
  )
  .map(([sent, cmsFault]) => ({ ...sent, cmsFault }))

/** A mix of every suite's requests, for workerd's own HTTP path (bindings as configured). */
export const runtimeRequest: fc.Arbitrary<FuzzRequest> = fc
  .oneof(pageRequest, payloadRequest, anyMethodRequest, browserPostRequest)
  .map((sent) => ({ ...sent, environment: 'development' as const }))
