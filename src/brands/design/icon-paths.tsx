import type { ReactNode } from 'react'

/**
 * Outline icons on a 24×24 grid, drawn with `currentColor` strokes so they take the colour of
 * the text around them. Inline SVG rather than a sprite: no extra request, works in SSR output.
 */
export const ICON_NAMES = [
  'cart',
  'user',
  'search',
  'menu',
  'close',
  'chevron-right',
  'chevron-down',
  'globe',
  'download',
  'check',
  'alert',
] as const

export type IconName = (typeof ICON_NAMES)[number]

// Elements are immutable values, so sharing them across requests is safe (no per-request state).
export const ICON_PATHS: Record<IconName, ReactNode> = {
  cart: (
    <>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.5 12.5h12L22 7H6" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>
  ),
  menu: <path d="M3 6h18M3 12h18M3 18h18" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  'chevron-right': <path d="m9 6 6 6-6 6" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </>
  ),
  download: <path d="M12 3v12m-5-5 5 5 5-5M4 20h16" />,
  check: <path d="m5 12 5 5 9-10" />,
  alert: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v6m0 4h.01" />
    </>
  ),
}

/** Icons that point in the reading direction and must mirror in right-to-left locales. */
export const DIRECTIONAL_ICONS: ReadonlySet<IconName> = new Set(['chevron-right'])
