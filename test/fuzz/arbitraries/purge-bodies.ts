import fc from 'fast-check'
import { MAX_TARGETS } from '../../../src/worker/purge/purge-request'
import { CONFIGURED_HOSTNAMES } from './hosts'
import { marker, textWithMarker } from './markers'
import { pagePath } from './paths'

/**
 * Bodies of the editors' purge API (POST /_cache/purge, src/worker/purge/purge-request.ts) and
 * form (POST /_cache, src/worker/purge/page/purge-form.ts). With the valid token a purge really
 * empties KV entries, so bodies meant for it never name `{ "scope": "all" }`; the worst a
 * scoped purge does is make the next page requests miss the cache.
 */
const siteRef = fc.oneof(
  fc.constantFrom('vitalis-de', 'litozin-de', 'typo3', 'https://www.vitalis.example/', ''),
  fc.constantFrom(...CONFIGURED_HOSTNAMES),
  fc.constantFrom(...CONFIGURED_HOSTNAMES).map((host) => `http://${host}/`),
  textWithMarker,
  fc.integer({ min: 290, max: 400 }).map((n) => 's'.repeat(n)),
  fc.constantFrom(1, null, true, ['vitalis-de'], { id: 'vitalis-de' }),
)

const path = fc.oneof(
  pagePath,
  fc.constantFrom('produkte', 'https://localhost/produkte', '', 1, null),
  fc.integer({ min: 2040, max: 2060 }).map((n) => `/${'p'.repeat(n)}`),
)

const url = fc.oneof(
  fc
    .tuple(fc.constantFrom(...CONFIGURED_HOSTNAMES, 'evil.example'), pagePath)
    .map(([host, target]) => `http://${host}${target}`),
  pagePath,
  fc.constantFrom(
    'javascript:alert(1)',
    'data:text/html,<x-fuzz-1>',
    'http://',
    '//localhost/x',
    '',
  ),
  textWithMarker,
)

const pageId = fc.oneof(
  fc.integer({ min: 1, max: 100 }),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER, '12', 'x', null),
)

const targets = <T>(item: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.array(item, { minLength: 0, maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.array(item, { minLength: MAX_TARGETS, maxLength: MAX_TARGETS + 5 }),
    },
  )

const locale = fc.oneof(fc.constantFrom('de', 'en', 'fr', '', 'x'.repeat(21)), marker)

const tag = fc.oneof(
  fc.constantFrom('pageId_12', 'pageId_1', 'pageId_0', 'pageId_x', 'tt_content_7', ''),
  textWithMarker,
)

/** Every scope but `all`, with fields right and wrong; fields may be missing. */
const scopedRequest = fc.oneof(
  fc.record({ scope: fc.constant('path'), site: siteRef, path }, { requiredKeys: ['scope'] }),
  fc.record(
    { scope: fc.constant('paths'), site: siteRef, paths: targets(path) },
    { requiredKeys: ['scope'] },
  ),
  fc.record({ scope: fc.constant('urls'), urls: targets(url) }, { requiredKeys: ['scope'] }),
  fc.record({ scope: fc.constant('page'), pageId, site: siteRef }, { requiredKeys: ['scope'] }),
  fc.record(
    { scope: fc.constant('site'), site: siteRef, locale },
    { requiredKeys: ['scope', 'site'] },
  ),
  fc.record({ scope: fc.constant('catalogue'), site: siteRef }, { requiredKeys: ['scope'] }),
  fc.record({ scope: fc.oneof(marker, fc.constantFrom('ALL', 'everything', 1, null)) }),
  fc.record({ site: siteRef, pageUid: pageId, tags: targets(tag) }, { requiredKeys: [] }),
)

const json = (value: unknown) => JSON.stringify(value) ?? 'null'

const malformed = fc.oneof(
  fc.constantFrom('', ' ', '{', '{"scope":"path"', 'scope=all', '[]', 'null', '"all"', '\ufeff{}'),
  textWithMarker,
  fc.string({ unit: 'binary', maxLength: 60 }),
)

/** JSON bodies for POST /_cache/purge; `{ "scope": "all" }` only when `withAll`. */
export const purgeApiBody = (withAll: boolean): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: scopedRequest.map(json) },
    { weight: withAll ? 1 : 0, arbitrary: fc.constant(json({ scope: 'all' })) },
    { weight: 2, arbitrary: malformed },
    {
      weight: 1,
      arbitrary: fc
        .tuple(scopedRequest, fc.constantFrom(32 * 1024, 40_000, 300_000))
        .map(([body, n]) => json({ ...body, pad: 'x'.repeat(n) })),
    },
  )

/** The editors' form fields (POST /_cache); `token` is added by the suite. */
export const purgeFormFields: fc.Arbitrary<[string, string][]> = fc
  .record(
    {
      action: fc.oneof(fc.constantFrom('purge', 'log', ''), marker),
      what: fc.oneof(fc.constantFrom('urls', 'scope'), marker),
      urls: fc.oneof(
        fc.array(url, { maxLength: 6 }).map((lines) => lines.map(String).join('\n')),
        fc.integer({ min: 30_000, max: 40_000 }).map((n) => 'u'.repeat(n)),
      ),
      scope: fc.oneof(
        fc.constantFrom(
          'site:vitalis-de',
          'locale:en:vitalis-de',
          'catalogue:litozin-de',
          'site:',
          'x:y',
        ),
        fc.constantFrom('locale::', 'locale:fr:vitalis-de', ':'),
        textWithMarker,
      ),
    },
    { requiredKeys: [] },
  )
  .map((fields) => Object.entries(fields))
