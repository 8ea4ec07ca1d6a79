import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BRANDS } from '../brand'
import {
  contrastRatio,
  cssDefinedVariables,
  cssVarReferences,
  plainDeclarations,
} from '../css-audit'
import { CONTRAST_PAIRS, THEME_VARIABLES } from '../theme-variables'

const readTheme = (brand: string) =>
  readFileSync(new URL(`./${brand}.css`, import.meta.url), 'utf8')

describe.each(BRANDS)('theme %s', (brand) => {
  const css = readTheme(brand)
  const vars = cssDefinedVariables(css)

  it('sets every theme variable when loaded', () => {
    expect([...vars.keys()].sort()).toEqual([...THEME_VARIABLES].sort())
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
    expect(css).not.toMatch(/@font-face|@import|url\(/)
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
