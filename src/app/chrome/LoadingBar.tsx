import { useEffect, useReducer } from 'react'
import { useT } from '../../lib/i18n'

/**
 * SPEC.md section 9, loading bar. The timers run here; loading-bar.css draws the bar with the
 * same height and durations (LoadingBar.test.ts holds the two together), so the page's script
 * carries no style of its own.
 */
export const LOADING_BAR = {
  /** Loads shorter than this never show the bar (no flash on fast navigations). */
  throttleMs: 200,
  /** Time the bar takes to creep towards the end while loading. */
  durationMs: 2000,
  /** After loading ends, the full bar stays this long before fading. */
  hideDelayMs: 500,
  /** Fade time; afterwards the bar snaps back to empty, unseen. */
  resetDelayMs: 400,
  heightPx: 3,
} as const

/** idle: empty and invisible; shown: visible (running while loading, full once done); fading. */
type Phase = 'idle' | 'shown' | 'fading'
type Action = 'show' | 'fade' | 'reset'

// Transitions only from timer callbacks, never synchronously in an effect (one render per step).
const reducer = (phase: Phase, action: Action): Phase => {
  if (action === 'show') return 'shown'
  if (action === 'fade') return phase === 'shown' ? 'fading' : phase
  return phase === 'fading' ? 'idle' : phase
}

export interface LoadingBarProps {
  loading: boolean
}

/**
 * Top-of-page progress bar for client navigations. The server always renders it idle (nothing
 * loads during SSR), so hydration matches. Progress is indeterminate, so it is a CSS
 * transition, not a value; the bar is aria-hidden when idle.
 */
export function LoadingBar({ loading }: LoadingBarProps) {
  const t = useT()
  const [phase, dispatch] = useReducer(reducer, 'idle')

  useEffect(() => {
    if (loading) {
      const show = setTimeout(() => dispatch('show'), LOADING_BAR.throttleMs)
      return () => clearTimeout(show)
    }
    const fade = setTimeout(() => dispatch('fade'), LOADING_BAR.hideDelayMs)
    const reset = setTimeout(
      () => dispatch('reset'),
      LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs,
    )
    return () => {
      clearTimeout(fade)
      clearTimeout(reset)
    }
  }, [loading])

  const state = phase === 'shown' ? (loading ? 'running' : 'done') : phase
  return (
    <div
      className={`sf-loading-bar sf-loading-bar--${state}`}
      role="progressbar"
      aria-label={t('loading.label')}
      aria-hidden={state === 'idle' ? true : undefined}
      aria-busy={state === 'running' ? true : undefined}
    >
      <div className="sf-loading-bar__fill" />
    </div>
  )
}
