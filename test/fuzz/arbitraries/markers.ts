import fc from 'fast-check'

/**
 * Reflection markers: input that is harmless only when the worker escapes it. Each carries a
 * number, so a failure names the marker it echoed; the oracles (../oracles/reflection.ts) look
 * for the raw forms, whatever the number.
 */
const TEMPLATES: readonly ((n: number) => string)[] = [
  (n) => `<x-fuzz-${n}>`,
  (n) => `"><x-fuzz-${n}>`,
  (n) => `'><x-fuzz-${n} a='`,
  (n) => `</script><x-fuzz-${n}>`,
  (n) => `<!--x-fuzz-${n}`,
  (n) => `"onmouseover="fuzz${n}`,
  (n) => `'onmouseover='fuzz${n}`,
  (n) => `javascript:fuzz${n}`,
  (n) => `\u2028x-fuzz-${n}\u2029`,
]

export const marker: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 0, max: TEMPLATES.length - 1 }), fc.nat({ max: 999 }))
  .map(([template, n]) => TEMPLATES[template]!(n))

/** A marker inside other text, as a real attack hides it. */
export const textWithMarker: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 12 }), marker, fc.string({ maxLength: 12 }))
  .map(([before, mark, after]) => `${before}${mark}${after}`)
