/**
 * Small regex readers for our own CSS, used by the style tests to hold the theming contract:
 * components read theme variables only, and media queries use the design breakpoints.
 * Not a CSS parser; it only has to understand the files in this repository.
 */

const stripComments = (css: string): string => css.replace(/\/\*[\s\S]*?\*\//g, '')

/** Every custom property read through var(--name), in order of first use. */
export const cssVarReferences = (css: string): string[] => [
  ...new Set([...stripComments(css).matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1] ?? '')),
]

/** Every custom property the file defines (`--name: value`), with its raw value. */
export const cssDefinedVariables = (css: string): Map<string, string> => {
  const defined = new Map<string, string>()
  for (const m of stripComments(css).matchAll(/(--[\w-]+)\s*:\s*([^;}]+)/g)) {
    if (m[1] && m[2]) defined.set(m[1], m[2].trim().replace(/\s+/g, ' '))
  }
  return defined
}

/** The px values of all `min-width`/`max-width` media features. */
export const mediaWidths = (css: string): number[] =>
  [...stripComments(css).matchAll(/@media[^{]*?(?:min|max)-width:\s*(\d+)px/g)].map((m) =>
    Number(m[1]),
  )

/** Declarations that are not custom properties, e.g. `color: red` (themes must have none). */
export const plainDeclarations = (css: string): string[] =>
  [...stripComments(css).matchAll(/(?:^|[;{])\s*([a-z][\w-]*)\s*:/g)].map((m) => m[1] ?? '')

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
export const contrastRatio = (a: string, b: string): number => {
  const luminance = (hex: string): number => {
    const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    const [r = 0, g = 0, bl = 0] = channels.map((v) =>
      v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4,
    )
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}
