import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { cssDefinedVariables, cssVarReferences, mediaWidths } from '../../brands/testing/css-audit'
import { BREAKPOINTS } from '../../brands/design/breakpoints'
import { THEME_VARIABLES } from '../../brands/theme-variables'

// The shop elements theme through the brand variables only (src/brands/index.ts).
const files = ['../product_tile/styles.css', '../product_listing/styles.css', '../cart/styles.css']
const read = (file: string) => readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8')
const allowed = new Set<string>(THEME_VARIABLES)
const breakpoints = new Set<number>(Object.values(BREAKPOINTS))

describe('shop elements CSS', () => {
  it.each(files)('%s reads only theme variables or its own', (file) => {
    const css = read(file)
    const own = cssDefinedVariables(css)
    expect(cssVarReferences(css).filter((name) => !allowed.has(name) && !own.has(name))).toEqual([])
  })

  it.each(files)('%s uses only design breakpoints in media queries', (file) => {
    expect(mediaWidths(read(file)).filter((width) => !breakpoints.has(width))).toEqual([])
  })

  it.each(files)('%s styles only ce- classes', (file) => {
    const classes = [...read(file).matchAll(/\.([a-z][\w-]*)/g)].map((match) => match[1])
    expect(classes.filter((name) => !name?.startsWith('ce-'))).toEqual([])
  })
})
