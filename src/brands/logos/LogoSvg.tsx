import type { ReactNode } from 'react'
import { useDomId } from '../../lib/dom-id'

export interface LogoProps {
  /** Accessible name; defaults to the brand name. */
  title?: string | undefined
  className?: string | undefined
}

/**
 * The brand name as text in the heading face, stretched to a fixed length so that whichever
 * system font renders it, it fills the same box and never overflows the viewBox.
 */
interface Wordmark {
  text: string
  x: number
  fontSize: number
  fontWeight: number
  textLength: number
}

interface LogoSvgProps extends LogoProps {
  title: string
  viewBox: string
  brandClass: string
  /** The mark drawn left of the wordmark. */
  children: ReactNode
  wordmark: Wordmark
}

/**
 * The frame every logo shares: role="img" named by its <title> via aria-labelledby (the
 * <title> alone is not announced by every screen reader). The id comes from the scope (header,
 * footer), as both renderers derive it alike (src/lib/dom-id.tsx). Colours: the mark and word use
 * currentColor, details use the theme accent (logo.css), so the logo reads on light and dark
 * headers alike.
 */
export function LogoSvg({
  title,
  viewBox,
  brandClass,
  className,
  children,
  wordmark,
}: LogoSvgProps) {
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
      <text
        className="sf-logo__word"
        x={wordmark.x}
        y="26"
        fontSize={wordmark.fontSize}
        fontWeight={wordmark.fontWeight}
        textLength={wordmark.textLength}
        lengthAdjust="spacingAndGlyphs"
      >
        {wordmark.text}
      </text>
    </svg>
  )
}
