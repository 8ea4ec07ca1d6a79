import { useCallback, useEffect, useRef, useState } from 'react'

/** A screen's load: what the account actions resolve to (false when their chunk failed). */
export type LoadResult<T> = { ok: true; data: T } | { ok: false } | false

export type LoadState<T> =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T }

/**
 * Loads per-user data in the browser after hydration (never on the server: it is no part of the
 * cached page). `key` names what is loaded; a new key loads again. Returns the state and a
 * retry. A failure has been shown by the action already (the error catalogue).
 */
export function useLoaded<T>(
  key: string | null,
  load: () => Promise<LoadResult<T>>,
): [LoadState<T>, () => void] {
  const [round, setRound] = useState(0)
  // What was loaded, for which key and round: another key or a retry shows loading again.
  const [state, setState] = useState<{ id: string; value: LoadState<T> } | null>(null)
  const id = `${round}:${key}`
  // The latest load function without loading again on every render.
  const loader = useRef(load)
  useEffect(() => {
    loader.current = load
  })
  useEffect(() => {
    if (key === null) return
    let live = true
    void loader.current().then((result) => {
      if (!live) return
      setState({
        id: `${round}:${key}`,
        value: result && result.ok ? { status: 'ready', data: result.data } : { status: 'failed' },
      })
    })
    return () => {
      live = false
    }
  }, [key, round])
  const retry = useCallback(() => setRound((value) => value + 1), [])
  return [state?.id === id ? state.value : { status: 'loading' }, retry]
}
