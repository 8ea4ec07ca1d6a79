/**
 * Viewport breakpoints in px (SPEC.md section 9), mobile first: each one is a min-width.
 * CSS cannot read custom properties inside @media, so the CSS files repeat these numbers;
 * css.test.ts checks that every min-width media query uses one of them.
 */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const

export type Breakpoint = keyof typeof BREAKPOINTS

/** The media query for "this breakpoint and wider", e.g. for matchMedia or <source media>. */
export const mediaQuery = (bp: Breakpoint): string => `(min-width: ${BREAKPOINTS[bp]}px)`
