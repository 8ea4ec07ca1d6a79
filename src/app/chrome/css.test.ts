import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { cssDefinedVariables, cssVarReferences, mediaWidths } from '../../brands/testing/css-audit'
import { BREAKPOINTS } from '../../brands/design/breakpoints'
import { THEME_VARIABLES } from '../../brands/theme-variables'

// The chrome and layout CSS must theme through the brand variables only (brands/index.ts).
const dirs = ['../chrome/', '../layouts/'].map((dir) =>
  fileURLToPath(new URL(dir, import.meta.url)),
)
const files = dirs.flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => dir + file),
)
const allowed = new Set<string>(THEME_VARIABLES)
const breakpoints = new Set<number>(Object.values(BREAKPOINTS))

describe('chrome and layouts CSS', () => {
  it('exists for every chrome component', () => {
    expect(files.map((f) => f.split('/').pop()).sort()).toEqual([
      'breadcrumbs.css',
      'error-view.css',
      'footer.css',
      'header.css',
      'layouts.css',
      'loading-bar.css',
      'locale-switcher.css',
      'nav.css',
    ])
  })

  it.each(files)('%s reads only theme variables or its own', (file) => {
    const css = readFileSync(file, 'utf8')
    const own = cssDefinedVariables(css)
    // The loading bar's --sf-loading-* come from inline style (LoadingBar.tsx).
    const stray = cssVarReferences(css).filter(
      (name) => !allowed.has(name) && !own.has(name) && !name.startsWith('--sf-loading-'),
    )
    expect(stray).toEqual([])
  })

  it.each(files)('%s uses only design breakpoints in media queries', (file) => {
    expect(mediaWidths(readFileSync(file, 'utf8')).filter((w) => !breakpoints.has(w))).toEqual([])
  })

  it.each(files)('%s prefixes its classes with sf-', (file) => {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
    const classes = [...css.matchAll(/\.([a-z][\w-]*)/g)].map((m) => m[1])
    const unprefixed = classes.filter((name) => !name?.startsWith('sf-') && !/^\d/.test(name ?? ''))
    expect(unprefixed).toEqual([])
  })
})
