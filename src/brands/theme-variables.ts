/**
 * The custom properties on :root that make up a theme. Component CSS may read only these (and
 * properties it defines itself), so a fifth brand is one more theme file and nothing else.
 * Each is set exactly once: in base.css when every brand shares the value (SHARED_THEME_VARIABLES),
 * otherwise in every brand's themes/<brand>.css (BRAND_THEME_VARIABLES).
 */
export const THEME_VARIABLES = [
  '--color-primary',
  '--color-primary-contrast',
  '--color-secondary',
  '--color-accent',
  '--color-text',
  '--color-muted',
  '--color-bg',
  '--color-surface',
  '--color-border',
  '--color-success',
  '--color-error',
  '--font-body',
  '--font-heading',
  '--radius-sm',
  '--radius-md',
  '--radius-lg',
  '--shadow-card',
  '--container-width',
  '--space-1',
  '--space-2',
  '--space-3',
  '--space-4',
  '--space-5',
  '--space-6',
  '--space-7',
  '--space-8',
  '--header-bg',
  '--header-text',
  '--header-height',
  '--footer-bg',
  '--footer-text',
] as const

export type ThemeVariable = (typeof THEME_VARIABLES)[number]

/**
 * Set once in base.css for all brands: the system font stack (no brand downloads a face), the
 * spacing scale, white text on the primary colour (each brand's primary is dark enough for it;
 * CONTRAST_PAIRS holds them to that) and the height of the sticky header, which the page keeps
 * clear above whatever it scrolls to. A brand that needs its own value moves the variable from
 * here and base.css into every theme.
 */
export const SHARED_THEME_VARIABLES: readonly ThemeVariable[] = THEME_VARIABLES.filter(
  (name) =>
    name === '--color-primary-contrast' ||
    name === '--font-body' ||
    name.startsWith('--space-') ||
    name === '--header-height',
)

/** What each brand's theme file sets: everything else, in THEME_VARIABLES order. */
export const BRAND_THEME_VARIABLES: readonly ThemeVariable[] = THEME_VARIABLES.filter(
  (name) => !SHARED_THEME_VARIABLES.includes(name),
)

/**
 * Foreground/background pairs the components actually put on screen, each with the WCAG 2.2
 * contrast it needs (1.4.3: 4.5:1 for body text). The theme test checks every brand against it.
 */
export const CONTRAST_PAIRS: readonly (readonly [ThemeVariable, ThemeVariable, number])[] = [
  ['--color-text', '--color-bg', 4.5],
  ['--color-text', '--color-surface', 4.5],
  ['--color-muted', '--color-bg', 4.5],
  ['--color-muted', '--color-surface', 4.5],
  // links and outline/ghost/link buttons
  ['--color-primary', '--color-bg', 4.5],
  ['--color-primary', '--color-surface', 4.5],
  // primary and secondary buttons, skip link
  ['--color-primary-contrast', '--color-primary', 4.5],
  ['--color-primary-contrast', '--color-secondary', 4.5],
  // cart badge and highlights: text on the accent
  ['--color-text', '--color-accent', 4.5],
  ['--color-success', '--color-bg', 4.5],
  ['--color-error', '--color-bg', 4.5],
  ['--color-error', '--color-surface', 4.5],
  ['--header-text', '--header-bg', 4.5],
  ['--footer-text', '--footer-bg', 4.5],
]
