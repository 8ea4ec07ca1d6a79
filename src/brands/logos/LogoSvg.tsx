import { useId, type ReactNode } from 'react'

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
 * <title> alone is not announced by every screen reader). useId keeps the id identical between
 * the server render and hydration. Colours: the mark and word use currentColor, details use
 * the theme accent (logo.css), so the logo reads on light and dark headers alike.
 */
export function LogoSvg({ title, viewBox, brandClass, className, children }: LogoSvgProps) {
  const titleId = useId()
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
