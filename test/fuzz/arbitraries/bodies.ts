import fc from 'fast-check'
import { buildManifest } from '../../../src/worker/render/build-manifest'
import { marker, textWithMarker } from './markers'

/**
 * Bodies of the browser's POSTs: /check-version ({ version }) and /_report (a render report,
 * src/worker/routes/client-report.ts, 16 KiB at most). Valid ones, valid JSON of the wrong
 * shape, broken JSON, no body, and oversized ones.
 */

/** Any JSON value, markers among its strings. */
const anyJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.double(),
    fc.oneof(fc.string({ maxLength: 20 }), marker),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), marker), tie('value'), { maxKeys: 4 }),
  ),
})).value

const json = (value: unknown) => JSON.stringify(value) ?? 'null'

/** Text that is not JSON, or JSON cut short, or bytes that are not UTF-8 text. */
const notJson = fc.oneof(
  fc.constantFrom('', ' ', '{', '{"version":', '{"version":"x"', 'null', 'undefined', '\u0000'),
  fc.constantFrom('version=x', '<x-fuzz-1>', '{"version":"\\ud800"}', '\ufeff{"version":"x"}'),
  textWithMarker,
  fc.string({ unit: 'binary', maxLength: 60 }),
)

/** Sizes around and far past the limits: 16 KiB (/_report), 32 KiB (/_cache), a megabyte. */
const padding = fc.constantFrom(0, 0, 0, 100, 16 * 1024, 32 * 1024 + 1, 200_000, 1_100_000)

const versionValue = fc.oneof(
  fc.constant(buildManifest.buildId),
  fc.constantFrom('', 'x', 'acad915af1', '0'.repeat(101)),
  textWithMarker,
  anyJson,
)

export const checkVersionBody: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: versionValue.map((version) => json({ version })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(versionValue, anyJson)
      // Prototype keys as text: an object literal's __proto__ would set the prototype instead.
      .map(
        ([version, extra]) =>
          `{"version":${json(version)},"__proto__":${json(extra)},"constructor":{"prototype":${json(extra)}}}`,
      ),
  },
  { weight: 2, arbitrary: anyJson.map(json) },
  { weight: 2, arbitrary: notJson },
  {
    weight: 1,
    arbitrary: padding.map((n) => json({ version: buildManifest.buildId, pad: 'p'.repeat(n) })),
  },
)

const reportPath = fc.oneof(
  fc.constantFrom('/ueber-uns', '/', 'https://evil.example/', '//evil.example', ''),
  textWithMarker.map((text) => `/${text}`),
  fc.integer({ min: 2000, max: 3000 }).map((n) => `/${'a'.repeat(n)}`),
)

const reportText = (max: number) =>
  fc.oneof(
    fc.string({ maxLength: 40 }),
    textWithMarker,
    fc.integer({ min: max - 10, max: max + 10 }).map((n) => 'm'.repeat(n)),
  )

const report = fc.record(
  {
    kind: fc.oneof(fc.constant('render'), fc.constantFrom('other', ''), anyJson),
    path: reportPath,
    message: reportText(2000),
    stack: reportText(8000),
    componentStack: reportText(8000),
  },
  { requiredKeys: ['kind', 'path', 'message'] },
)

export const reportBody: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: report.map(json) },
  { weight: 2, arbitrary: anyJson.map(json) },
  { weight: 2, arbitrary: notJson },
  {
    weight: 1,
    arbitrary: fc
      .tuple(report, padding)
      .map(([body, n]) => json({ ...body, stack: 's'.repeat(n) })),
  },
)
