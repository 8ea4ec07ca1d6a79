import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const srcRoot = fileURLToPath(new URL('..', import.meta.url))
const stylesheets = readdirSync(srcRoot, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.css'),
)

/** Each rule's selector and declarations, comments left out. */
const rules = (css: string) =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
    selector: (match[1] ?? '').trim(),
    body: match[2] ?? '',
  }))

/**
 * Long German words on a phone ('Lavendel Entspannungsbad' in a tile) must break at a hyphen,
 * not mid-word without one. Safari before 17 hyphenates only under the -webkit- name; without
 * it, the overflow-wrap fallback breaks the word anywhere.
 */
describe('hyphenation', () => {
  it.each(stylesheets)('%s names -webkit-hyphens beside every hyphens: auto', (file) => {
    const css = readFileSync(srcRoot + file, 'utf8')
    const unprefixed = rules(css)
      .filter(({ body }) => /(^|[;\s])hyphens:\s*auto/.test(body))
      .filter(({ body }) => !/-webkit-hyphens:\s*auto/.test(body))
      .map(({ selector }) => selector)
    expect(unprefixed).toEqual([])
  })

  it('hyphenates every heading (tile and cart names are headings), breaking anywhere only as a fallback', () => {
    const css = readFileSync(srcRoot + 'brands/base.css', 'utf8')
    const headings = rules(css).find(
      ({ selector }) => selector.replace(/\s/g, '') === 'h1,h2,h3,h4,h5,h6',
    )
    expect(headings?.body).toMatch(/-webkit-hyphens:\s*auto/)
    expect(headings?.body).toMatch(/[;\s]hyphens:\s*auto/)
    expect(headings?.body).toMatch(/overflow-wrap:\s*(anywhere|break-word)/)
  })
})
