import { useEffect } from 'react'

/**
 * Where the shopper left each history entry, so that back and forward return there once the
 * entry's page has rendered (use-router.ts). Each entry carries a key in its state; positions are
 * noted per key as the page scrolls (in memory, at once: a write that waited would land on
 * whichever entry is current by then) and kept in the tab's session storage when the document
 * goes away, for a reload or a return from another site. The browser's own restoration is off: it
 * would restore at once, on the page still shown, whose height may cut the position short,
 * before the payload of the page it belongs to arrives.
 */

const STORAGE_KEY = 'sf-scroll'
/** Positions kept across documents: the most recent entries are enough for back and forward. */
const KEPT_ENTRIES = 50
/** How long a restore waits for the page to grow tall enough (lazy elements, late images). */
const RESTORE_WAIT_MS = 2000
const SHOPPER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

const positions = new Map<string, number>()

const stateOf = (): Record<string, unknown> => {
  const state: unknown = window.history.state
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {}
}

const newKey = (): string => Math.random().toString(36).slice(2, 10)

/** The current entry's key, given to it now if it has none (the document's first entry). */
const currentKey = (): string => {
  const { key } = stateOf()
  if (typeof key === 'string' && key) return key
  const fresh = newKey()
  window.history.replaceState({ ...stateOf(), key: fresh }, '')
  return fresh
}

/** The state a new history entry starts with: its own key. */
export const newEntryState = (): { key: string } => ({ key: newKey() })

/** Notes the current position for the current history entry. */
export const rememberScroll = (): void => {
  positions.set(currentKey(), Math.round(window.scrollY))
}

/** The position noted for the current history entry; null when none was. */
export const rememberedScroll = (): number | null => positions.get(currentKey()) ?? null

const load = () => {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]')
    if (!Array.isArray(stored)) return
    for (const entry of stored) {
      if (Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]))
        positions.set(entry[0], Math.max(0, Number(entry[1])))
    }
  } catch {
    // Storage blocked or its content not ours: back and forward then start at the top.
  }
}

const store = () => {
  try {
    const recent = [...positions].slice(-KEPT_ENTRIES)
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(recent))
  } catch {
    // Storage blocked or full: positions are kept for this document only.
  }
}

/**
 * Scrolls to `top` as soon as the page is tall enough for it: element code that renders a beat
 * later (a lazy element's first render) or images still arriving would otherwise cut it short.
 * Gives up after a while, and as soon as the shopper scrolls or clicks on their own.
 */
export const restoreScroll = (top: number): void => {
  const arrived = () => {
    window.scrollTo({ top, behavior: 'instant' })
    return Math.abs(window.scrollY - top) < 1
  }
  if (arrived()) return
  const grown = new ResizeObserver(() => {
    if (arrived()) stop()
  })
  const timer = window.setTimeout(() => stop(), RESTORE_WAIT_MS)
  function stop() {
    grown.disconnect()
    window.clearTimeout(timer)
    for (const type of SHOPPER_SCROLLS) window.removeEventListener(type, stop)
  }
  grown.observe(document.body)
  for (const type of SHOPPER_SCROLLS) window.addEventListener(type, stop, { passive: true })
}

/** Whether this document was opened by back/forward or a reload (the position is the shopper's). */
const returnedTo = (): boolean => {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return entry?.type === 'back_forward' || entry?.type === 'reload'
}

/**
 * Takes over scroll restoration for the document's lifetime: notes the position as the shopper
 * scrolls, keeps the positions when the document goes away, and returns to the noted position
 * when the document itself was reopened by back, forward or reload (a #fragment then wins, as
 * it would in the browser).
 */
export const useScrollMemory = (): void => {
  useEffect(() => {
    const previous = window.history.scrollRestoration
    window.history.scrollRestoration = 'manual'
    load()
    const left = rememberedScroll()
    if (returnedTo() && !window.location.hash && left !== null) restoreScroll(left)
    window.addEventListener('scroll', rememberScroll, { passive: true })
    window.addEventListener('pagehide', store)
    return () => {
      window.removeEventListener('scroll', rememberScroll)
      window.removeEventListener('pagehide', store)
      window.history.scrollRestoration = previous
    }
  }, [])
}
