import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BRANDS } from '../brand'
import {
  contrastRatio,
  cssDefinedVariables,
  cssVarReferences,
  cssVariableDefinitions,
  plainDeclarations,
  ruleBodies,
} from '../testing/css-audit'
import {
  BRAND_THEME_VARIABLES,
  CONTRAST_PAIRS,
  SHARED_THEME_VARIABLES,
  THEME_VARIABLES,
} from '../theme-variables'

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8')
const readTheme = (brand: string) => read(`./${brand}.css`)
// The build puts base.css first and the theme last; between them only component CSS, which
// defines no theme variable (css.test.ts), so these two decide every theme variable.
const base = read('../base.css')

describe.each(BRANDS)('theme %s', (brand) => {
  const css = readTheme(brand)
  const loaded = `${base}\n${css}`
  const vars = cssDefinedVariables(loaded)

  it('sets every theme variable exactly once together with base.css', () => {
    const names = cssVariableDefinitions(loaded).map(([name]) => name)
    expect(names.sort()).toEqual([...THEME_VARIABLES].sort())
  })

  it('sets only what differs per brand, the shared values coming from base.css', () => {
    expect([...cssDefinedVariables(css).keys()]).toEqual(BRAND_THEME_VARIABLES)
  })

  it('sets only custom properties on :root when appended last', () => {
    expect(
      css
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .match(/[^{}]+(?=\{)/g)
        ?.map((s) => s.trim()),
    ).toEqual([':root'])
    expect(plainDeclarations(css)).toEqual([])
    expect(cssVarReferences(css)).toEqual([])
  })

  it('uses the spacing scale 0.25rem to 4rem', () => {
    const spaces = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => vars.get(`--space-${n}`))
    expect(spaces).toEqual([
      '0.25rem',
      '0.5rem',
      '0.75rem',
      '1rem',
      '1.5rem',
      '2rem',
      '3rem',
      '4rem',
    ])
  })

  it('writes colours as #rrggbb so their contrast can be checked', () => {
    for (const [name, value] of vars) {
      if (name.startsWith('--color-') || name.endsWith('-bg') || name.endsWith('-text')) {
        expect(value, name).toMatch(/^#[0-9a-f]{6}$/)
      }
    }
  })

  it.each(CONTRAST_PAIRS)('keeps %s on %s at or above %d:1 (WCAG AA)', (fg, bg, min) => {
    expect(contrastRatio(vars.get(fg) ?? '', vars.get(bg) ?? '')).toBeGreaterThanOrEqual(min)
  })

  it('uses system fonts only, never a downloaded face', () => {
    expect(loaded).not.toMatch(/@font-face|@import|url\(/)
  })
})

describe('base.css', () => {
  it('sets the shared theme values, all of them on :root', () => {
    const onRoot = cssVariableDefinitions(ruleBodies(base, ':root').join('\n'))
    expect(onRoot.map(([name]) => name)).toEqual(SHARED_THEME_VARIABLES)
    expect(cssVariableDefinitions(base)).toEqual(onRoot)
  })
})

describe('themes', () => {
  it('give each brand its own primary colour and heading face', () => {
    const pick = (name: string) =>
      new Set(BRANDS.map((b) => cssDefinedVariables(readTheme(b)).get(name)))
    expect(pick('--color-primary').size).toBe(BRANDS.length)
    expect(pick('--font-heading').size).toBe(BRANDS.length)
  })
})

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#777777')).toBe(1)
  })
})
