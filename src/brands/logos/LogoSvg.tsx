import type { ReactNode } from 'react'
import { useDomId } from '../../lib/dom-id'

export interface LogoProps {
  /** Accessible name; defaults to the brand name. */
  title?: string | undefined
  className?: string | undefined
}

interface LogoSvgProps extends LogoProps {
  title: string
  viewBox: string
  brandClass: string
  children: ReactNode
}

/**
 * The frame every logo shares: role="img" named by its <title> via aria-labelledby (the
 * <title> alone is not announced by every screen reader). The id comes from the scope (header,
 * footer), as both renderers derive it alike (src/lib/dom-id.tsx). Colours: the mark and word use
 * currentColor, details use the theme accent (logo.css), so the logo reads on light and dark
 * headers alike.
 */
export function LogoSvg({ title, viewBox, brandClass, className, children }: LogoSvgProps) {
  const titleId = useDomId('logo-title')
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={viewBox}
      className={['sf-logo', brandClass, className].filter(Boolean).join(' ')}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>{title}</title>
      {children}
    </svg>
  )
}
