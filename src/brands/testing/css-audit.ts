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

/**
 * Every custom property definition (`--name: value`) in order, repeats included, with its raw
 * value: what a theme test counts to see that each variable is set exactly once.
 */
export const cssVariableDefinitions = (css: string): [name: string, value: string][] =>
  [...stripComments(css).matchAll(/(--[\w-]+)\s*:\s*([^;}]+)/g)].flatMap((m) =>
    m[1] && m[2] ? [[m[1], m[2].trim().replace(/\s+/g, ' ')] as [string, string]] : [],
  )

/** Every custom property the file defines, with its raw value (the last one when repeated). */
export const cssDefinedVariables = (css: string): Map<string, string> =>
  new Map(cssVariableDefinitions(css))

/** The bodies of the rules whose selector is exactly `selector`, e.g. ':root' (nested or not). */
export const ruleBodies = (css: string, selector: string): string[] =>
  [...stripComments(css).matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter((m) => m[1]?.trim() === selector)
    .map((m) => m[2] ?? '')

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
