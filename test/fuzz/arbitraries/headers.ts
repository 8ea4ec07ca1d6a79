import fc from 'fast-check'
import { cookieHeader } from './cookies'
import { headerText } from './header-text'
import { marker, textWithMarker } from './markers'

/** The purge token of vitest.config.ts: only the /_cache suites send it (a purge empties KV). */
export const PURGE_TOKEN = 'test-purge-token'

/** Browsers, crawlers (src/worker/middleware/bot.ts: bot, lighthouse, facebook, google) and odd ones. */
export const userAgent = fc.oneof(
  fc.constantFrom(
    'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; rv:140.0) Gecko/20100101 Firefox/140.0',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'facebookexternalhit/1.1',
    'Mozilla/5.0 (Linux; Android 11) Chrome-Lighthouse',
    'curl/8.5.0',
    '',
    'BOT',
  ),
  headerText(textWithMarker),
  headerText(fc.string({ maxLength: 300 })),
  fc.nat({ max: 10_000 }).map((n) => `Mozilla/5.0 ${'x'.repeat(n)}`),
)

const acceptLanguage = headerText(
  fc.oneof(
    fc.constantFrom('de-DE,de;q=0.9,en;q=0.8', 'en', '*', 'fr-FR', 'de;q=abc', ',,,', 'q=1'),
    textWithMarker,
    fc.string({ maxLength: 100 }),
  ),
)

/** Proxy headers the worker must not trust for hosts, schemes or paths. */
const PROXY_HEADERS = [
  'x-forwarded-host',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-prefix',
  'forwarded',
  'x-original-url',
  'x-rewrite-url',
  'x-http-method-override',
  'x-real-ip',
  'cf-connecting-ip',
  'x-editor',
] as const

const proxyHeader = fc.tuple(
  fc.constantFrom(...PROXY_HEADERS),
  headerText(
    fc.oneof(
      fc.constantFrom('evil.example', 'https', 'javascript', '/_cache/purge', 'DELETE', '1.2.3.4'),
      marker,
      fc.string({ maxLength: 60 }),
    ),
  ),
)

/** Authorization as a browser or a script might send it; never the real token here. */
export const wrongAuthorization = headerText(
  fc.oneof(
    fc.constantFrom('Bearer', 'Bearer ', 'Bearer wrong-token', 'Basic dGVzdDp0ZXN0', 'bearer x y'),
    fc.string({ maxLength: 80 }).map((token) => `Bearer ${token}`),
    textWithMarker.map((text) => `Bearer ${text}`),
    fc.nat({ max: 10_000 }).map((n) => `Bearer ${'t'.repeat(n)}`),
  ),
)

const randomHeader = fc.tuple(
  fc.stringMatching(/^x-[a-z0-9-]{1,20}$/),
  headerText(fc.oneof(fc.string({ maxLength: 60 }), textWithMarker)),
)

const accept = fc.constantFrom(
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'application/json',
  '*/*',
  'image/avif',
)

/**
 * The headers of a request apart from Host and a body's content type: each one present or not,
 * plus proxy junk and headers nobody reads. Returned lower-cased, as the request holds them.
 */
export const clientHeaders: fc.Arbitrary<Record<string, string>> = fc
  .tuple(
    fc.record(
      {
        'user-agent': userAgent,
        cookie: headerText(cookieHeader),
        'accept-language': acceptLanguage,
        accept,
        authorization: wrongAuthorization,
        referer: headerText(fc.oneof(fc.webUrl(), textWithMarker)),
        origin: fc.constantFrom('null', 'http://evil.example', 'http://localhost'),
      },
      { requiredKeys: [] },
    ),
    fc.array(fc.oneof(proxyHeader, randomHeader), { maxLength: 4 }),
  )
  .map(
    ([headers, extra]) => ({ ...Object.fromEntries(extra), ...headers }) as Record<string, string>,
  )
