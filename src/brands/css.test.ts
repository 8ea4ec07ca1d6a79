import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { cssDefinedVariables, cssVarReferences, mediaWidths } from './css-audit'
import { BREAKPOINTS } from './design/breakpoints'
import { THEME_VARIABLES } from './theme-variables'

const root = fileURLToPath(new URL('.', import.meta.url))
// Everything the build puts before the theme: base.css and component CSS, not themes/.
const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
  (f) => f.endsWith('.css') && !f.startsWith('themes'),
)
const allowed = new Set<string>(THEME_VARIABLES)
const breakpoints = new Set<number>(Object.values(BREAKPOINTS))

describe('brands CSS', () => {
  it('includes base.css and the design-system styles', () => {
    expect(files).toEqual(
      expect.arrayContaining(['base.css', 'design/button.css', 'design/icon.css']),
    )
  })

  it.each(files)('%s reads only theme variables or its own', (file) => {
    const css = readFileSync(root + file, 'utf8')
    const own = cssDefinedVariables(css)
    const stray = cssVarReferences(css).filter((name) => !allowed.has(name) && !own.has(name))
    expect(stray).toEqual([])
  })

  it.each(files)('%s uses only design breakpoints in media queries', (file) => {
    const widths = mediaWidths(readFileSync(root + file, 'utf8'))
    expect(widths.filter((w) => !breakpoints.has(w))).toEqual([])
  })

  it('base.css defines no variables of its own, so themes stay the single source', () => {
    expect([...cssDefinedVariables(readFileSync(root + 'base.css', 'utf8')).keys()]).toEqual([])
  })
})

describe('cssVarReferences', () => {
  it('finds var() names and ignores those inside comments', () => {
    expect(cssVarReferences('/* var(--x) */ a { color: var(--y, var(--z)) }')).toEqual([
      '--y',
      '--z',
    ])
  })
})
