import { decodeEntities, hasSafeScheme, IGNORABLE, isSafeUrl } from './safe-url'

/**
 * Editor HTML from the CMS, made safe to render as HTML. The worker runs it once per CMS answer,
 * where element content is parsed (src/elements/shared/fields.ts), before the page is cached: the
 * renders on both sides and the browser's bundle get the result, not the sanitiser. It is a
 * string tokenizer, not a DOM walk, as workerd has no DOM.
 *
 * Why it is safe without a DOM: the output holds only text with every `<` escaped and tags this
 * module wrote itself (lower-case name, quoted and escaped attribute values). A browser can
 * therefore build no element that is not in the output, whatever it thought of the input.
 * It removes script-like elements, on* handlers and script URLs; the page's nonce CSP is the
 * second line (DESIGN.md section 4). Tokenizer rules follow https://html.spec.whatwg.org/#tokenization
 */

/** Removed with everything inside; the browser reads their content as raw text up to the end tag. */
const RAW_TEXT = new Set(['script', 'style', 'iframe', 'noscript', 'noembed', 'noframes', 'xmp'])
/** Removed with everything inside, which is markup: a plugin's fallback or an inert template. */
const DROP_WITH_CONTENT = new Set(['object', 'applet', 'template'])
/**
 * Removed tags whose content (if any) stays: they act on the document, not the text. A stray
 * <body> would even lend its attributes to the page's own body.
 */
const DROP_TAG = new Set([
  ...['embed', 'frame', 'frameset', 'base', 'meta', 'link', 'plaintext'],
  ...['html', 'head', 'body'],
])
/** Attributes that hold one URL. `to`/`from`/`by` are SVG <set>/<animate> targets (href animation). */
const URL_ATTRIBUTES = new Set([
  ...'href src action formaction xlink:href background poster cite longdesc'.split(' '),
  ...'lowsrc dynsrc data codebase ping to from by'.split(' '),
])

const TAG_NAME = /^[a-z][a-z0-9-]*$/
const ATTRIBUTE_NAME = /^[a-z_:][a-z0-9_.:-]*$/
const HTML_SPACE = /[\t\n\f\r ]/
const UNSAFE_STYLE = /expression\(|javascript:|vbscript:|-moz-binding|behavior:|@import|\\/

const isSafeAttribute = (name: string, value: string | null): boolean => {
  if (!ATTRIBUTE_NAME.test(name) || name.startsWith('on') || name === 'srcdoc') return false
  if (value === null) return true
  if (URL_ATTRIBUTES.has(name)) return isSafeUrl(value)
  // Lists of URLs: srcset candidates, and the value list an SVG animation walks through.
  if (name === 'srcset') return decodeEntities(value).split(',').every(hasSafeScheme)
  if (name === 'values') return decodeEntities(value).split(';').every(hasSafeScheme)
  if (name === 'style') {
    const css = decodeEntities(value).replace(/\/\*[\s\S]*?\*\//g, '')
    return !UNSAFE_STYLE.test(css.replace(IGNORABLE, '').toLowerCase())
  }
  return true
}

const escapeAttribute = (value: string) =>
  value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

interface Tag {
  name: string
  attributes: [name: string, value: string | null][]
  selfClosing: boolean
  /** Index just after the closing `>`. */
  end: number
}

/** Reads a tag from its name on; null when the input ends inside it (browsers drop such a tag). */
const readTag = (src: string, start: number): Tag | null => {
  let i = start
  while (i < src.length && !HTML_SPACE.test(src.charAt(i)) && src[i] !== '/' && src[i] !== '>') i++
  const tag: Tag = {
    name: src.slice(start, i).toLowerCase(),
    attributes: [],
    selfClosing: false,
    end: 0,
  }
  while (i < src.length) {
    const char = src.charAt(i)
    if (char === '>') return { ...tag, end: i + 1 }
    if (HTML_SPACE.test(char) || char === '/') {
      tag.selfClosing = char === '/' && src[i + 1] === '>'
      i++
      continue
    }
    const nameStart = i++ // a leading '=' belongs to the name
    while (i < src.length && !HTML_SPACE.test(src.charAt(i)) && !'/>='.includes(src.charAt(i))) i++
    const name = src.slice(nameStart, i).toLowerCase()
    while (i < src.length && HTML_SPACE.test(src.charAt(i))) i++
    let value: string | null = null
    if (src[i] === '=') {
      i++
      while (i < src.length && HTML_SPACE.test(src.charAt(i))) i++
      const quote = src[i]
      if (quote === '"' || quote === "'") {
        const close = src.indexOf(quote, i + 1)
        if (close === -1) return null
        value = src.slice(i + 1, close)
        i = close + 1
      } else {
        const valueStart = i
        while (i < src.length && !HTML_SPACE.test(src.charAt(i)) && src[i] !== '>') i++
        value = src.slice(valueStart, i)
      }
    }
    tag.attributes.push([name, value])
  }
  return null
}

const serializeStartTag = ({ name, attributes, selfClosing }: Tag): string => {
  const kept = attributes.filter(([attr, value]) => isSafeAttribute(attr, value))
  const attrs = kept.map(([attr, value]) =>
    value === null ? ` ${attr}` : ` ${attr}="${escapeAttribute(value)}"`,
  )
  return `<${name}${attrs.join('')}${selfClosing ? ' /' : ''}>`
}

/** Index after the end tag closing a raw-text element, or the end of input when none does. */
const skipRawText = (src: string, name: string, from: number): number => {
  const close = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'i').exec(src.slice(from))
  if (!close) return src.length
  const gt = src.indexOf('>', from + close.index)
  return gt === -1 ? src.length : gt + 1
}

/** Index after a comment; `<!-->` and `<!--->` are complete comments, `--!>` also closes one. */
const commentEnd = (src: string, lt: number): number => {
  if (src.startsWith('<!-->', lt)) return lt + 5
  if (src.startsWith('<!--->', lt)) return lt + 6
  const close = /--!?>/.exec(src.slice(lt + 4))
  return close ? lt + 4 + close.index + close[0].length : src.length
}

const isLetter = (char: string | undefined) => char !== undefined && /[a-zA-Z]/.test(char)

declare const safeHtml: unique symbol
/** HTML that went through sanitizeHtml: the only kind RichText renders. */
export type SafeHtml = string & { readonly [safeHtml]: true }

/** Removes script-capable markup from editor HTML. Pure: the same input gives the same output. */
export function sanitizeHtml(html: string): SafeHtml {
  const src = html.replace(/\0/g, '')
  let out = ''
  let pos = 0
  // While inside an element dropped with its content: its name and nesting depth.
  let skipping: { name: string; depth: number } | null = null
  while (pos < src.length) {
    const lt = src.indexOf('<', pos)
    const textEnd = lt === -1 ? src.length : lt
    if (!skipping) out += src.slice(pos, textEnd)
    if (lt === -1) break
    const next = src[lt + 1]
    if (src.startsWith('<!--', lt)) {
      pos = commentEnd(src, lt) // comments are dropped (conditional comments included)
      continue
    }
    const isEndTag = next === '/' && isLetter(src[lt + 2])
    if (!isEndTag && !isLetter(next)) {
      if (next === '!' || next === '?' || next === '/') {
        // Doctype, CDATA, processing instruction, `</>`: bogus comments up to the next '>'.
        const gt = src.indexOf('>', lt)
        pos = gt === -1 ? src.length : gt + 1
      } else {
        if (!skipping) out += '&lt;'
        pos = lt + 1
      }
      continue
    }
    const tag = readTag(src, lt + (isEndTag ? 2 : 1))
    if (!tag) break
    pos = tag.end
    const { name } = tag
    if (skipping) {
      if (name === skipping.name) skipping.depth += isEndTag ? -1 : 1
      if (skipping.depth === 0) skipping = null
      continue
    }
    if (!TAG_NAME.test(name) || DROP_TAG.has(name)) continue
    if (RAW_TEXT.has(name)) {
      if (!isEndTag) pos = skipRawText(src, name, pos)
      continue
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!isEndTag && !tag.selfClosing) skipping = { name, depth: 1 }
      continue
    }
    out += isEndTag ? `</${name}>` : serializeStartTag(tag)
  }
  return out as SafeHtml
}
