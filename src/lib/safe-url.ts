/**
 * URL checks shared by the worker's HTML sanitiser (sanitize-html.ts) and the elements that put
 * a CMS URL into href or src themselves (links, galleries, downloads), in the browser too.
 */
const ENTITY = /&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);?/g
/** Named references that can spell a scheme; unknown ones cannot form one, so they stay. */
const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}
/** Characters URL parsers or old browsers skip inside a scheme; removed before the check. */
export const IGNORABLE =
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g
const SCRIPT_SCHEME = /^(?:javascript|vbscript|livescript|mocha|data):/
/** data: images are inert in <img>; SVG is not (it can carry script when opened as a document). */
const SAFE_DATA_IMAGE = /^data:image\/(?!svg)/

/** Decodes character references in one pass, as the browser does for attribute values. */
export const decodeEntities = (value: string): string =>
  value.replace(ENTITY, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED_ENTITIES[ref] ?? whole
    const hex = ref[1] === 'x' || ref[1] === 'X'
    const code = Number.parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10)
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
    return valid ? String.fromCodePoint(code) : '\ufffd'
  })

/** For a URL whose character references are already decoded. */
export const hasSafeScheme = (decodedUrl: string): boolean => {
  const compact = decodedUrl.replace(IGNORABLE, '').toLowerCase()
  return !SCRIPT_SCHEME.test(compact) || SAFE_DATA_IMAGE.test(compact)
}

/** False for javascript:, vbscript: and non-image data: URLs, however they are encoded or spaced. */
export const isSafeUrl = (url: string): boolean => hasSafeScheme(decodeEntities(url))
