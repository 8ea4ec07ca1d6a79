import fc from 'fast-check'
import { marker } from './markers'

/**
 * Page paths as clients write them (before the runtime's URL parser). The route check
 * (src/worker/guards/valid-page-path.ts) must refuse the malformed ones with a 404, the locale
 * resolver (src/worker/middleware/locale.ts) canonicalise the rest, and nothing may answer 5xx.
 */

/** Segments of the fake CMS's pages (../upstreams.ts), the worker's own routes, locales. */
const KNOWN = fc.constantFrom(
  'produkte',
  'ratgeber',
  'ueber-uns',
  'about-us',
  'konto',
  'persoenliche-daten',
  'account',
  'login',
  'warenkorb',
  'cart',
  'bestellstatus',
  'alt',
  'neu',
  'datenschutz',
  '404',
  '_cache',
  'purge',
  'log',
  '_payload.json',
  'check-version',
  '_report',
  '_health',
  'favicon.svg',
  'build',
  'de',
  'en',
  'fr',
)

/** Umlauts and other letters, raw and percent-encoded (well formed). */
const UNICODE = fc.constantFrom(
  'über-uns',
  '%C3%BCber-uns',
  'straße',
  'stra%C3%9Fe',
  'ÄÖÜ',
  '日本語',
  '😀',
  'e\u0301',
  '\u00a0',
  '\u2028',
  '\ud800',
)

/** Escapes broken and odd, encoded slashes and backslashes, dot segments, controls. */
const ESCAPES = fc.constantFrom(
  '%',
  '%Z',
  '%ZZ',
  '%C3',
  '%E2%82',
  '%FF',
  '%C0%AF',
  '%2f',
  '%2F',
  'a%2fb',
  '%5c',
  '%5C..%5C',
  '%00',
  '%0a',
  '%0d%0a',
  '%09',
  '%20',
  '%25',
  '%252f',
  '%u00fc',
  '%2e',
  '%2e%2e',
  '.%2e',
  '.',
  '..',
  '...',
)

/** Characters URL parsers treat specially or percent-encode. */
const RAW = fc.constantFrom(
  '\t',
  '\n',
  '\u0001',
  '\u007f',
  ' ',
  '\\',
  '"',
  "'",
  '<',
  '>',
  '`',
  '{',
  '}',
  '|',
  '^',
  '[',
  ']',
  ';',
  ':',
  '@',
  '!',
  '$',
  '&',
  '=',
  '+',
  ',',
  '*',
  '~',
  '#',
  '?',
)

const segment: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: KNOWN },
  { weight: 2, arbitrary: UNICODE },
  { weight: 2, arbitrary: ESCAPES },
  { weight: 1, arbitrary: RAW },
  { weight: 2, arbitrary: marker },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constant('') },
  // Past the route check's 512 characters, and far past it.
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 3000 }).map((n) => 'a'.repeat(n)) },
)

/** Beginnings that try to leave the site or the folder: protocol-relative, traversal. */
const HOSTILE_START = fc.constantFrom(
  '//evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '/../../etc/passwd',
  '/./',
  '/%2e%2e/%2e%2e/',
  '///',
  '/de/',
  '/en/',
  '/de//evil.example',
  '/en//evil.example',
)

/** A path: a locale prefix or a hostile start, segments, perhaps a trailing slash. */
export const pagePath: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('', '/de', '/en', '/fr', '/DE') },
      { weight: 1, arbitrary: HOSTILE_START },
    ),
    fc.array(segment, { maxLength: 5 }),
    fc.constantFrom('', '', '', '/', '//'),
  )
  .map(([start, segments, end]) => {
    const path = `${start}/${segments.join('/')}${end}`
    return path.startsWith('/') ? path : `/${path}`
  })

/**
 * Payload paths (src/worker/routes/payload.ts PAYLOAD_PATH: any path ending in
 * /_payload.json), and look-alikes the payload route must not take.
 */
export const payloadPath: fc.Arbitrary<string> = fc
  .tuple(
    pagePath,
    fc.oneof(
      { weight: 8, arbitrary: fc.constant('/_payload.json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '_payload.json',
          '/_payload.json/',
          '/_PAYLOAD.json',
          '/_payload.jsonx',
          '/_payload%2Ejson',
          '/%5Fpayload.json',
          '/_payload.json%00',
        ),
      },
    ),
  )
  .map(([path, ending]) => `${path === '/' ? '' : path.replace(/\/+$/, '')}${ending}`)
