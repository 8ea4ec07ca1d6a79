import type { Answer } from '../send'
import { mediaTypeOf, violation, withoutScripts, type Violation } from './violation'

/**
 * No unescaped reflection (../arbitraries/markers.ts puts the markers into paths, queries,
 * headers, cookies and bodies). React escapes text and attributes, the bootstrap JSON escapes
 * `<`, U+2028 and U+2029 (DESIGN.md section 4); so none of these raw forms may reach a page.
 */

/** A tag or comment opened by input: `<x-fuzz-1>`, `</x-fuzz`, `<!--x-fuzz`. */
const RAW_TAG = /<(?:\/?x-fuzz|!--x-fuzz)/i
/** An attribute opened by input: `"onmouseover=`, outside scripts (JSON escapes quotes as \"). */
const RAW_ATTRIBUTE = /["']onmouseover=/i
/** A double quote from input: it ends a quoted header parameter or a plain-text context. */
const RAW_QUOTE = /"onmouseover=/i
/**
 * A Location is a URL: whatever input it repeats must be percent-encoded as the URL standard
 * does (`'` is a legal path character and stays).
 */
const URL_UNSAFE = /[\s<>"\u0000-\u001f\u007f-\uffff]/
/** A URL attribute that runs script. */
const SCRIPT_URL =
  /\b(?:href|src|action|formaction|srcset|poster|data|xlink:href)\s*=\s*["']?\s*javascript:/i
/** A line separator from input inside a script (the bootstrap JSON must escape it). */
const RAW_SEPARATOR_IN_SCRIPT = /<script\b[^>]*>[^<]*[\u2028\u2029]x-fuzz/i

const htmlViolations = (html: string): Violation[] => {
  const found: Violation[] = []
  const visible = withoutScripts(html)
  if (RAW_TAG.test(html))
    found.push(violation('no-reflection', `raw tag: ${around(html, RAW_TAG)}`))
  if (RAW_ATTRIBUTE.test(visible))
    found.push(violation('no-reflection', `raw attribute: ${around(visible, RAW_ATTRIBUTE)}`))
  if (SCRIPT_URL.test(visible))
    found.push(violation('no-reflection', `javascript: URL: ${around(visible, SCRIPT_URL)}`))
  if (RAW_SEPARATOR_IN_SCRIPT.test(html))
    found.push(violation('no-reflection', 'a raw U+2028/U+2029 from input inside a script'))
  return found
}

/** The text around the first match, for the failure message. */
const around = (text: string, pattern: RegExp): string => {
  const index = text.search(pattern)
  return JSON.stringify(text.slice(Math.max(0, index - 80), index + 80))
}

export const reflectionViolations = (answer: Answer): Violation[] => {
  const found: Violation[] = []
  for (const [name, value] of answer.headers) {
    const unescaped =
      name === 'location' ? URL_UNSAFE.test(value) : RAW_TAG.test(value) || RAW_QUOTE.test(value)
    if (unescaped) {
      found.push(
        violation('no-reflection', `header ${name}: ${JSON.stringify(value.slice(0, 200))}`),
      )
    }
  }
  const type = mediaTypeOf(answer.headers)
  if (type === 'text/html') return [...found, ...htmlViolations(answer.body)]
  // JSON is data: markers may stand in it raw (a purge error names the site it could not
  // place), as long as no browser can take it for HTML.
  if (type === 'application/json') {
    const sniffable = answer.headers.get('x-content-type-options') !== 'nosniff'
    if (sniffable && RAW_TAG.test(answer.body))
      found.push(violation('no-reflection', 'input echoed in JSON served without nosniff'))
    return found
  }
  // Plain text and anything else: a browser without nosniff may sniff it as HTML. A single
  // quote stays raw in paths (the bots' 404 repeats the path), harmless outside HTML.
  const raw = [RAW_TAG, RAW_QUOTE].find((pattern) => pattern.test(answer.body))
  if (raw) {
    found.push(
      violation(
        'no-reflection',
        `raw input in ${type || 'untyped'} body: ${around(answer.body, raw)}`,
      ),
    )
  }
  return found
}
