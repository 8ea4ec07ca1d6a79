import type { MouseEvent } from 'react'
import { useT } from '../../lib/i18n'

export interface BypassLinkProps {
  /** id of the element that receives focus, usually the <main> (layouts MAIN_CONTENT_ID). */
  targetId: string
}

/**
 * Skip link (WCAG 2.4.1 Bypass Blocks); render it first in <body> so it is the first tab stop.
 * A plain #fragment would not move focus in every browser and would give the client router a
 * hash change, so the click moves focus itself. Elements that are not focusable get
 * tabindex="-1": focusable by script, not added to the tab order. Without JS the href works.
 */
export function BypassLink({ targetId }: BypassLinkProps) {
  const t = useT()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId)
    if (!target) return
    event.preventDefault()
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus()
  }
  return (
    <a className="skip-link sf-bypass-link" href={`#${targetId}`} onClick={onClick}>
      {t('nav.skip-to-content')}
    </a>
  )
}
