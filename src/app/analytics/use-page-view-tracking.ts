import { useEffect, useRef } from 'react'
import type { CommerceFacts } from './commerce-facts'
import type { Analytics } from './analytics'

/** SPEC.md section 7: a page view waits up to this long for the page's title to settle. */
export const TITLE_SETTLE_MS = 100

/**
 * One page view per page shown: the first on hydration, then one per client navigation (`route`
 * changes identity with each). The router sets the new title with the new page, so it has
 * usually changed already; when it has not, the view waits for the title to change, at most
 * TITLE_SETTLE_MS, so a page is never reported under the previous page's title.
 */
export const usePageViewTracking = ({
  analytics,
  route,
  facts,
}: {
  analytics: Analytics
  route: object
  /** Read when the view is sent; keep it stable (useCallback), or every render is a view. */
  facts: () => CommerceFacts
}): void => {
  const last = useRef<{ url: string; title: string } | null>(null)

  useEffect(() => {
    const url = window.location.href.replace(/#.*$/, '')
    const previous = last.current
    let sent = false
    const send = () => {
      if (sent) return
      sent = true
      stop()
      const title = document.title
      analytics.pageView({
        url,
        title,
        referrer: previous?.url ?? null,
        facts: facts(),
      })
      last.current = { url, title }
    }
    const observer = new MutationObserver(() => {
      if (document.title !== previous?.title) send()
    })
    const timer = window.setTimeout(send, TITLE_SETTLE_MS)
    const stop = () => {
      observer.disconnect()
      window.clearTimeout(timer)
    }
    if (previous === null || document.title !== previous.title) {
      send()
      return
    }
    observer.observe(document.head, { subtree: true, childList: true, characterData: true })
    // A page left before its title settled was not really viewed: nothing is sent for it.
    return stop
  }, [analytics, route, facts])
}
