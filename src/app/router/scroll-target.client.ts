import { restoreScroll } from './scroll-memory.client'

/**
 * Where a navigation scrolls once its page is shown: for back and forward ('restore') the
 * position noted for the entry, or its #fragment where none was noted; else ('fragment') the
 * element the #fragment names, or the top.
 */
export type ScrollTarget = { kind: 'fragment' | 'restore'; hash: string; top: number | null }

/** Scrolls to a navigation's target (see ScrollTarget). */
export const scrollToTarget = ({ kind, hash, top }: ScrollTarget): void => {
  if (top !== null) return restoreScroll(top)
  const element = hash ? fragmentTarget(hash) : null
  if (element) element.scrollIntoView()
  else window.scrollTo({ top: 0, behavior: kind === 'restore' ? 'instant' : 'smooth' })
}

/** The element a #fragment names, by its id as written or percent-decoded (as browsers try). */
const fragmentTarget = (hash: string): HTMLElement | null => {
  const id = hash.slice(1)
  let decoded = id
  try {
    decoded = decodeURIComponent(id)
  } catch {
    // Not valid percent-encoding: only the id as written can match.
  }
  return document.getElementById(id) ?? document.getElementById(decoded)
}
