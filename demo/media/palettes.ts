import type { Brand } from '../../src/brands/brand'

/** Brand colours of the demo imagery; each brand's pictures differ in motif and palette. */
export interface Palette {
  primary: string
  secondary: string
  accent: string
  light: string
  tint: string
  dark: string
}

/** One per brand of src/brands/brand.ts: a brand left out is a type error here. */
export const PALETTES = {
  vitalis: {
    primary: '#2e7d4f',
    secondary: '#8cc63f',
    accent: '#f5a623',
    light: '#f3f9ee',
    tint: '#dcefd0',
    dark: '#1b4d31',
  },
  litozin: {
    primary: '#c2410c',
    secondary: '#f59e0b',
    accent: '#e11d48',
    light: '#fff7ed',
    tint: '#fde3c8',
    dark: '#5b1a0a',
  },
  queisser: {
    primary: '#1e3a8a',
    secondary: '#60a5fa',
    accent: '#c9a227',
    light: '#f1f4fb',
    tint: '#d9e2f5',
    dark: '#0f1f4d',
  },
  stozzon: {
    primary: '#0f766e',
    secondary: '#34d399',
    accent: '#a3e635',
    light: '#effbf6',
    tint: '#c9f1e1',
    dark: '#064e3b',
  },
} satisfies Record<Brand, Palette>

export type PaletteName = keyof typeof PALETTES
