import { useCallback, useSyncExternalStore } from 'react'

/**
 * Query parameters that hold the state of a view within a page, not another page: the product
 * a listing's quick view shows (`?product=<url key>`). The address can be shared and bookmarked,
 * back and forward open and close the view, but the router loads no page for them (its page
 * address leaves them out, ../app/router/use-router.ts) and the worker neither asks the CMS for
 * them nor caches by them (they are not in the query whitelist).
 */
export const VIEW_STATE_PARAMS = ['product'] as const
export type ViewStateParam = (typeof VIEW_STATE_PARAMS)[number]

/** The query of a page without its view state: '?sort=price&product=x' → '?sort=price'. */
export const pageSearchOf = (search: string): string => {
  const query = new URLSearchParams(search)
  for (const name of VIEW_STATE_PARAMS) query.delete(name)
  const rest = query.toString()
  return rest ? `?${rest}` : ''
}

/** Marks the history entries a view opened, so that closing it can go back to the page's. */
const OPENED_BY_VIEW = 'viewOpened'

const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}
const subscribe = (onChange: () => void) => {
  listeners.add(onChange)
  window.addEventListener('popstate', onChange)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('popstate', onChange)
  }
}

const addressWith = (name: ViewStateParam, value: string | null): string => {
  const url = new URL(window.location.href)
  if (value === null) url.searchParams.delete(name)
  else url.searchParams.set(name, value)
  return url.pathname + url.search + url.hash
}

export interface ViewState {
  /** The parameter's value in the address shown; null on the server and while hydrating. */
  value: string | null
  /** Shows `value` in a new history entry: back closes it again. */
  open: (value: string) => void
  /**
   * Removes the parameter: back to the entry before, when this view opened the one shown (so the
   * history holds no closed views), else (an address opened as it was) in place.
   */
  close: () => void
}

/** One view-state parameter of the address, kept in the browser's history. */
export const useViewState = (name: ViewStateParam): ViewState => {
  const value = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  )
  const open = useCallback(
    (next: string) => {
      // The page's entry keeps its own state (its scroll key); the view's entry is marked.
      const state: unknown = window.history.state
      const base = state !== null && typeof state === 'object' ? state : {}
      window.history.pushState({ ...base, [OPENED_BY_VIEW]: true }, '', addressWith(name, next))
      notify()
    },
    [name],
  )
  const close = useCallback(() => {
    const state: unknown = window.history.state
    if (state !== null && typeof state === 'object' && OPENED_BY_VIEW in state) {
      window.history.back()
      return
    }
    window.history.replaceState(window.history.state, '', addressWith(name, null))
    notify()
  }, [name])
  return { value, open, close }
}
