import { useEffect, type RefObject } from 'react'

/**
 * The watcher's code (./watch-details.client.ts) loads with the first menu opened, not with
 * every first view: nothing is to be closed before one is open, and every first view's script
 * counts against the home page's script budget.
 */
const loadWatch = () => import('./watch-details.client').then((module) => module.watchDetails)

/**
 * <details> menus open without JavaScript; this adds what users expect once JS runs, from the
 * first menu opened on: they close on a click outside, a link inside, focus moving out and
 * Escape (./watch-details.client.ts).
 */
export const useDismissableDetails = (ref: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    const root = ref.current
    if (!root) return
    let stop: (() => void) | null = null
    let stopped = false
    // 'toggle' does not bubble, but an ancestor's capturing listener hears it.
    const start = () =>
      void loadWatch().then(
        (watchDetails) => {
          if (!stopped) stop = watchDetails(root)
        },
        // Not loaded (offline a moment): the next menu opened tries again.
        () => root.addEventListener('toggle', start, { capture: true, once: true }),
      )
    root.addEventListener('toggle', start, { capture: true, once: true })
    return () => {
      stopped = true
      root.removeEventListener('toggle', start, { capture: true })
      stop?.()
    }
  }, [ref])
}
