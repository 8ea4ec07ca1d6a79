import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { cssDefinedVariables, cssVarReferences, mediaWidths } from './testing/css-audit'
import { BREAKPOINTS } from './design/breakpoints'
import { SHARED_THEME_VARIABLES, THEME_VARIABLES } from './theme-variables'

const root = fileURLToPath(new URL('.', import.meta.url))
// Everything the build puts before the theme: base.css and component CSS, not themes/.
const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
  (f) => f.endsWith('.css') && !f.startsWith('themes'),
)
const allowed = new Set<string>(THEME_VARIABLES)
const srcRoot = fileURLToPath(new URL('..', import.meta.url))
// Every stylesheet the build bundles besides base.css and the themes (scripts/build.mjs).
const bundled = readdirSync(srcRoot, { recursive: true, encoding: 'utf8' }).filter(
  (f) => f.endsWith('.css') && f !== 'brands/base.css' && !f.startsWith('brands/themes/'),
)
const breakpoints = new Set<number>(Object.values(BREAKPOINTS))

describe('brands CSS', () => {
  it('includes base.css and the design-system styles', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'base.css',
        'design/button.css',
        'design/icon.css',
        'design/field.css',
        'design/quantity-field.css',
      ]),
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

  it('base.css defines only the theme values all brands share, so each has one source', () => {
    expect([...cssDefinedVariables(readFileSync(root + 'base.css', 'utf8')).keys()]).toEqual(
      SHARED_THEME_VARIABLES,
    )
  })

  // Between base.css and the theme the build puts every other stylesheet under src/; one that
  // set a theme variable would override base.css or be overridden by the theme, depending on
  // which variable, so none may.
  it.each(bundled)('%s sets no theme variable (only base.css and the themes do)', (file) => {
    const css = readFileSync(srcRoot + file, 'utf8')
    expect([...cssDefinedVariables(css).keys()].filter((name) => allowed.has(name))).toEqual([])
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
