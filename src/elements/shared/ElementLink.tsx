import type { ReactNode } from 'react'
import { isSafeUrl } from '../../lib/safe-url'
import type { LinkValue } from '../../lib/page'

interface ElementLinkProps {
  link: LinkValue
  className?: string
  ariaCurrent?: 'page' | undefined
  children: ReactNode
}

/**
 * A CMS link as a plain <a>: the app router intercepts internal clicks globally. A script URL
 * loses its href (React 19 already blocks javascript:, not data:text/html).
 */
export function ElementLink({ link, className, ariaCurrent, children }: ElementLinkProps) {
  const newWindow = link.target === '_blank'
  return (
    <a
      href={isSafeUrl(link.href) ? link.href : undefined}
      className={className}
      target={link.target || undefined}
      rel={newWindow ? 'noopener noreferrer' : undefined}
      title={link.title || undefined}
      aria-current={ariaCurrent}
    >
      {children}
    </a>
  )
}
