import fc from 'fast-check'
import { marker, textWithMarker } from './markers'

/**
 * Query strings. The worker keeps the whitelisted keys (wrangler.toml cms.queryWhitelist: page,
 * sort, q) and the page-type parameter (`type`) for the CMS and the cache key, reads `preview`,
 * `v` and `initialData` itself and passes the rest nowhere; the route guard repeats the query in
 * the login page's return path, and the trailing-slash redirect repeats it whole.
 */
const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('page', 'sort', 'q') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'type',
      'preview',
      'v',
      'initialData',
      'redirect',
      'limit',
      'L',
      'id',
      'cHash',
      'no_cache',
      'utm_source',
      '__proto__',
      'constructor',
      'Page',
      'pa%67e',
      'page[]',
      '',
    ),
  },
  { weight: 1, arbitrary: marker },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%ZZ', '%00', '%2F', '%E2%82') },
)

const value = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '1',
      '2',
      '0',
      '-1',
      '834',
      '1e309',
      'NaN',
      '99999999999999999999999',
      '1.5',
      ' 1',
      'name',
      'price_desc',
      'vitamin d',
      'über',
      '%C3%BC',
      '%',
      '%ZZ',
      '%00',
      '%0d%0aSet-Cookie:%20x=1',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'true',
      '[]',
      '{}',
    ),
  },
  { weight: 2, arbitrary: textWithMarker },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 6000 }).map((n) => 'q'.repeat(n)) },
)

/**
 * The page-type parameter the worker forwards to the CMS (SPEC.md section 2), with the type
 * numbers a TYPO3 knows: 0 is the page, 834 EXT:headless's initial data.
 */
const pageType = fc.constantFrom('0', '1', '834', '99', '-1', '', 'x').map((type) => `type=${type}`)

const pair = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(key, value).map(([k, v]) => `${k}=${v}`) },
  { weight: 1, arbitrary: pageType },
  { weight: 1, arbitrary: key },
  { weight: 1, arbitrary: fc.constantFrom('', '=', '==', '&', '=1') },
)

/** '' (none), '?' alone, or pairs, some of them huge: the whole query up to about 30 KB. */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('?', '??', '?&&&', '?#') },
  {
    weight: 8,
    arbitrary: fc.array(pair, { minLength: 1, maxLength: 6 }).map((pairs) => `?${pairs.join('&')}`),
  },
)

/** The payload route's own parameters (`v`, `initialData`) first, then anything. */
export const payloadQuery: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('', 'v=x', 'v=acad915af1', 'v=x&initialData=1', 'initialData=1', 'v='),
    queryString,
  )
  .map(([own, rest]) => {
    const parts = [own, rest.replace(/^\?/, '')].filter((part) => part !== '')
    return parts.length > 0 ? `?${parts.join('&')}` : ''
  })
