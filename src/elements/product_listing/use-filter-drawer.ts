import { useCallback, useEffect, useRef, useState } from 'react'
import { afterNextPaint } from '../../lib/after-next-paint'
import { useNavigate } from '../../lib/navigation'

/**
 * Marks the history entry the filter drawer opened. The entry has the page's own address (and
 * keeps the page's state, its scroll key), so the router sees the same page on back and
 * forward and loads nothing (../../app/router/use-router.ts, onPopState): only the drawer follows.
 */
const OPENED_BY_DRAWER = 'listingFiltersOpen'

const stateOf = (): Record<string, unknown> => {
  const state: unknown = window.history.state
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {}
}

const openedByDrawer = (): boolean => stateOf()[OPENED_BY_DRAWER] === true

export interface FilterDrawer {
  open: boolean
  /** Opens the drawer in a new history entry: the browser's back button closes it. */
  show: () => void
  /** Closes it (back to the page's entry); then leads to `href` when given (applied filters). */
  close: (href?: string) => void
}

/**
 * The listing's filter drawer on small screens, open while its history entry is shown. Closing
 * it by other means (Escape, its button, applying the filters) goes back that one entry, so the
 * history holds no closed drawers and back then leaves the page as it would have; applied
 * filters navigate only once the drawer's entry is gone, so the filtered list's entry replaces it.
 */
export const useFilterDrawer = (): FilterDrawer => {
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const pending = useRef<string | null>(null)
  // The drawer's history entry is written after the drawer is painted: pushState costs several
  // milliseconds on a phone (the browser writes its session history), which the tap's next paint
  // need not wait for. A close before then only cancels it.
  const cancelEntry = useRef(() => {})
  useEffect(() => () => cancelEntry.current(), [])
  useEffect(() => {
    // After a reload on the drawer's entry the drawer starts closed: unmark the entry, or back
    // from a drawer opened later would land on it and open it again.
    if (openedByDrawer()) {
      const { [OPENED_BY_DRAWER]: _opened, ...rest } = stateOf()
      window.history.replaceState(rest, '')
    }
    const onPopState = () => {
      cancelEntry.current()
      const opened = openedByDrawer()
      setOpen(opened)
      const href = pending.current
      pending.current = null
      if (!opened && href !== null) navigate(href)
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [navigate])
  const show = useCallback(() => {
    setOpen(true)
    cancelEntry.current = afterNextPaint(() =>
      window.history.pushState({ ...stateOf(), [OPENED_BY_DRAWER]: true }, ''),
    )
  }, [])
  const close = useCallback(
    (href?: string) => {
      cancelEntry.current()
      pending.current = href ?? null
      if (openedByDrawer()) return window.history.back()
      setOpen(false)
      pending.current = null
      if (href !== undefined) navigate(href)
    },
    [navigate],
  )
  return { open, show, close }
}
