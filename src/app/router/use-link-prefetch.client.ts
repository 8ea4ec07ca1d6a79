import { useEffect } from 'react'
import { internalLinkAt } from './find-internal-link'

/**
 * When the shopper is about to follow an internal link, its page is fetched ahead (its payload
 * and its element code, see use-router.ts): on hover (after a short intent delay, so a pointer
 * crossing the page fetches nothing), on keyboard focus, and, on a fast connection only, for the
 * first few links of the main content that scroll into view. Nothing is fetched ahead when the
 * browser asks to save data or the connection is slow.
 */

/** How long the pointer must rest on a link before its page is fetched. */
export const HOVER_INTENT_MS = 65
/** Links fetched ahead because they came into view, per page view. */
export const VIEWPORT_PREFETCHES = 4

interface NetworkInformation {
  saveData?: boolean
  effectiveType?: string
}

const connection = (): NetworkInformation | undefined =>
  (navigator as Navigator & { connection?: NetworkInformation }).connection

/** Save-Data on, or a 2G-class connection: fetch nothing the shopper did not ask for. */
const sparing = (): boolean => {
  const info = connection()
  return info?.saveData === true || /(^|-)2g$/.test(info?.effectiveType ?? '')
}

/** Known to be fast (4G-class): only then are links in view fetched too. */
const fast = (): boolean => connection()?.effectiveType === '4g' && !sparing()

/** Whether following `href` would show another page than the one shown (not just a #fragment). */
const leadsElsewhere = (href: string): boolean => {
  const url = new URL(href, window.location.href)
  return url.pathname !== window.location.pathname || url.search !== window.location.search
}

/**
 * Calls `prefetch` for links the shopper is about to follow. `pageKey` changes with every page
 * shown, so the links in view are looked at again.
 */
export const useLinkPrefetch = (prefetch: (href: string) => void, pageKey: string): void => {
  useEffect(() => {
    if (sparing()) return
    let hoverTimer: number | undefined
    const ahead = (href: string | null) => {
      if (href !== null && leadsElsewhere(href)) prefetch(href)
    }
    const onPointerOver = (event: PointerEvent) => {
      window.clearTimeout(hoverTimer)
      const href = internalLinkAt(event.target)
      if (href !== null) hoverTimer = window.setTimeout(() => ahead(href), HOVER_INTENT_MS)
    }
    const onPointerOut = () => window.clearTimeout(hoverTimer)
    const onFocusIn = (event: FocusEvent) => ahead(internalLinkAt(event.target))
    document.addEventListener('pointerover', onPointerOver)
    document.addEventListener('pointerout', onPointerOut)
    // A press follows the link at once: the click's own fetch serves it.
    document.addEventListener('pointerdown', onPointerOut)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      window.clearTimeout(hoverTimer)
      document.removeEventListener('pointerover', onPointerOver)
      document.removeEventListener('pointerout', onPointerOut)
      document.removeEventListener('pointerdown', onPointerOut)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [prefetch])

  useEffect(() => {
    if (!fast() || typeof IntersectionObserver === 'undefined') return
    let left = VIEWPORT_PREFETCHES
    const seen = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || left <= 0) continue
        seen.unobserve(entry.target)
        const href = internalLinkAt(entry.target)
        if (href === null || !leadsElsewhere(href)) continue
        left -= 1
        prefetch(href)
      }
      if (left <= 0) seen.disconnect()
    })
    for (const link of document.querySelectorAll('main a[href^="/"]')) seen.observe(link)
    return () => seen.disconnect()
  }, [prefetch, pageKey])
}
