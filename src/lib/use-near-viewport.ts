import { useEffect, useState, type RefObject } from 'react'

/**
 * How far ahead of the screen a section counts as near: one screen's height, so what it fetches
 * and renders is there by the time the shopper scrolls to it.
 */
export const NEAR_VIEWPORT_MARGIN = '100% 0px'

/**
 * Whether the element has come near the screen; once true it stays true. Work a section does
 * only for being seen (fetching reviews, rendering them) waits for this, so a phone's first
 * seconds go to what is on screen. Without IntersectionObserver (an old browser, a test without
 * layout) the element counts as near at once: the section works as it did before, only sooner.
 */
export const useNearViewport = (ref: RefObject<Element | null>): boolean => {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      // Known only in the browser, after hydration: the server's render and the first one here
      // must agree (not near), so the state changes here rather than in useState's initialiser.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, near])
  return near
}
