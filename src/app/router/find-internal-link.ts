import { isSitePath } from '../../lib/site-link'

/**
 * Which clicks the app handles itself (SPEC.md section 2 'Rich text links'): a plain left click
 * on a link whose href starts with '/', not opening a new tab, no modifier key held. At most 5
 * ancestors of the click target are inspected, so a click deep inside a card still counts.
 */
export const MAX_LINK_ANCESTORS = 5

export interface ClickLike {
  target: EventTarget | null
  button: number
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}

/**
 * The site path of the internal link at or around `target` (the element itself or one of its
 * MAX_LINK_ANCESTORS ancestors), or null: no link, or one to another site, a download or a new tab.
 */
export const internalLinkAt = (target: EventTarget | null): string | null => {
  let node = target instanceof Element ? target : null
  for (let depth = 0; node && depth <= MAX_LINK_ANCESTORS; depth += 1) {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? ''
      if (!isSitePath(href) || node.hasAttribute('download')) return null
      if ((node.getAttribute('target') ?? '') === '_blank') return null
      return href
    }
    node = node.parentElement
  }
  return null
}

export const findInternalLink = (event: ClickLike): string | null => {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null
  return internalLinkAt(event.target)
}
