import { BOOTSTRAP_ELEMENT_ID } from './bootstrap'
import type { PageHead } from './head/page-head'
import { toScriptSafeJson } from '../lib/safe-json'

/**
 * The HTML around the React root. Only #root is React's: the worker streams <Storefront/> as a
 * root of its own between `prefix` and `suffix`, exactly as the browser hydrates it, so that
 * every tree position agrees on both sides. The head is written here and kept in step
 * by the client router on navigation (src/app/router/apply-head.client.ts).
 */
export interface ShellOptions {
  head: PageHead
  stylesheet: string
  clientScript: string
  modulePreloads: readonly string[]
  nonce: string
}

export interface Shell {
  prefix: string
  /**
   * Takes the bootstrap JSON, already escaped for a script element (src/lib/safe-json.ts). A
   * function, because the worker writes it only once React has finished: the snapshot must
   * hold the streamed fills (the listing's products) the HTML was rendered from.
   */
  suffix: (bootstrapJson: string) => string
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)

const attributes = (values: Record<string, string | undefined>): string =>
  Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('')

const headHtml = ({ head, stylesheet, modulePreloads, nonce }: ShellOptions): string =>
  [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map(
      (tag) => `<meta${attributes({ [tag.key]: tag.value, content: tag.content })}>`,
    ),
    ...head.links.map(
      (link) => `<link${attributes({ rel: link.rel, href: link.href, hreflang: link.hreflang })}>`,
    ),
    // Data, not code (browsers never run ld+json), escaped like the bootstrap all the same.
    ...head.structuredData.map(
      (data) =>
        `<script type="application/ld+json"${attributes({ nonce })}>${toScriptSafeJson(data)}</script>`,
    ),
    ...(head.imagePreload
      ? [
          `<link${attributes({ rel: 'preload', as: 'image', href: head.imagePreload.href, fetchpriority: 'high' })}>`,
        ]
      : []),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<link${attributes({ rel: 'stylesheet', href: stylesheet })}>`,
    ...modulePreloads.map((href) => `<link${attributes({ rel: 'modulepreload', href })}>`),
  ].join('')

export const documentShell = (options: ShellOptions): Shell => {
  const { head, nonce } = options
  return {
    prefix:
      `<!DOCTYPE html><html${attributes({ lang: head.lang, dir: head.dir })}>` +
      `<head>${headHtml(options)}</head>` +
      `<body${attributes({ class: head.bodyClass })}><div id="root">`,
    suffix: (bootstrapJson) =>
      '</div>' +
      `<script type="application/json"${attributes({ id: BOOTSTRAP_ELEMENT_ID, nonce })}>${bootstrapJson}</script>` +
      `<script type="module" async${attributes({ src: options.clientScript, nonce })}></script>` +
      '</body></html>',
  }
}
