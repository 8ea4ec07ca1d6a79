import type { HydrationGate, HydrationGates } from './hydration-gates'

/**
 * How near the viewport a late element's code starts loading: a screen's height above and below
 * it, so that on a phone's scroll it has hydrated before it is in view.
 */
export const NEAR_VIEWPORT_MARGIN = '100% 0px'

/**
 * How long a navigation waits at most for the late elements to hydrate before it shows the next
 * page anyway (an element whose code cannot load would otherwise hold it for good).
 */
export const OPEN_ALL_TIMEOUT_MS = 5000

/** How long a held tap waits for its control to be enabled after the element hydrated. */
const REPLAY_WINDOW_MS = 2000

/**
 * What opens a gate as the shopper turns to its element: a mouse over it is a moment ahead of
 * its click, and a tap sends pointerover too.
 */
const TOUCHES = ['pointerover', 'pointerdown', 'focusin'] as const

/** What a tap on an element that has not hydrated yet is replayed on, once it has. */
const CONTROL = 'button, input, select, textarea, summary, [role="button"]'

/** A thenable React's `use` reads without suspending once it is settled. */
type TrackedPromise = Promise<void> & { status?: 'fulfilled'; value?: undefined }

interface Gate extends HydrationGate {
  open: boolean
  frame: HTMLElement | null
  isHydrated: boolean
  whenHydrated: Promise<void>
  /** The control a tap hit before the element hydrated. */
  pending: HTMLElement | null
  start(): void
}

export interface BrowserGatesOptions {
  /** Loads the code of these CTypes (services.elements.load). */
  load(types: Iterable<string>): Promise<void>
  window: Window & typeof globalThis
}

/**
 * The browser's gates of the first page's late elements (./hydration-gates.ts). A gate opens on
 * the first of: a pointer moves over or goes down on its frame, focus enters it, openAll(), and
 * for a `near` element, the frame comes within NEAR_VIEWPORT_MARGIN of the viewport (one
 * IntersectionObserver for all). A tap on a control before its element hydrated is held and
 * replayed once it has: React 19 drops a click on a boundary it cannot hydrate at once, and the
 * element's buttons are disabled until then (useHydrated), so the browser sends no click at all.
 */
export const createBrowserHydrationGates = ({
  load,
  window,
}: BrowserGatesOptions): HydrationGates => {
  const gates = new Map<string, Gate>()
  // No new gates once openAll() ran; none at all once the first page is left.
  let settled = false
  let left = false

  const gateOf = (target: EventTarget | null): Gate | null => {
    if (!(target instanceof window.Node)) return null
    for (const gate of gates.values())
      if (!gate.isHydrated && gate.frame?.contains(target)) return gate
    return null
  }

  const observer = new window.IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) gateOf(entry.target)?.start()
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  )

  // Chromium sends a disabled button's pointer events to its parent, and hit testing skips it:
  // the control is the one of the target's descendants under the pointer.
  const controlAt = (event: Event): HTMLElement | null => {
    if (!(event instanceof window.PointerEvent) || !(event.target instanceof window.Element))
      return null
    const { clientX: x, clientY: y } = event
    for (const control of event.target.querySelectorAll<HTMLElement>(CONTROL)) {
      const box = control.getBoundingClientRect()
      if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) return control
    }
    return null
  }

  // Window, capture phase: before React's own listener on the root stops the event.
  const holdTap = (event: Event) => {
    const gate = gateOf(event.target)
    if (!gate || !(event.target instanceof window.Element)) return
    // A link leads where it points without the element's code (a document load).
    if (event.target.closest('a[href]')) return
    const control = controlAt(event) ?? event.target.closest<HTMLElement>(CONTROL)
    if (event.type === 'click') {
      event.preventDefault()
      event.stopImmediatePropagation()
    }
    gate.pending = control ?? gate.pending
    gate.start()
  }
  const touch = (event: Event) => gateOf(event.target)?.start()
  let listening = false
  const listen = () => {
    if (listening) return
    listening = true
    // On the window, not the frame: React's listener on the root stops a discrete event inside
    // a boundary it cannot hydrate at once, before it reaches the frame.
    for (const type of TOUCHES) window.addEventListener(type, touch, true)
    window.addEventListener('click', holdTap, true)
    // A disabled button gets no click, but its pointerup arrives.
    window.addEventListener('pointerup', holdTap, true)
  }

  // The element's controls are enabled by the render after its hydration (useHydrated's
  // second snapshot): the tap is replayed then, or dropped if the control stays disabled (out of
  // stock) or is gone.
  const replayWhenEnabled = (control: HTMLElement) => {
    const replay = () => {
      if (!control.isConnected || control.matches(':disabled')) return false
      control.click()
      return true
    }
    if (replay()) return
    const watcher = new window.MutationObserver(() => {
      if (replay()) watcher.disconnect()
    })
    watcher.observe(control, { attributes: true, attributeFilter: ['disabled'] })
    window.setTimeout(() => watcher.disconnect(), REPLAY_WINDOW_MS)
  }

  const create = (types: ReadonlySet<string>): Gate => {
    let resolveOpened = () => {}
    const opened: TrackedPromise = new Promise<void>((resolve) => (resolveOpened = resolve))
    let resolveHydrated = () => {}
    const whenHydrated = new Promise<void>((resolve) => (resolveHydrated = resolve))
    let started = false
    const gate: Gate = {
      open: false,
      opened,
      frame: null,
      isHydrated: false,
      whenHydrated,
      pending: null,
      start() {
        if (started) return
        started = true
        load(types).then(
          () => {
            gate.open = true
            opened.status = 'fulfilled'
            opened.value = undefined
            resolveOpened()
          },
          // The element stays as the server rendered it: its links work, its controls wait.
          (error: unknown) => console.warn('hydration: an element stays as rendered', error),
        )
      },
      watch(frame, { near }) {
        gate.frame = frame
        listen()
        if (near) observer.observe(frame)
        return () => {
          observer.unobserve(frame)
          gate.frame = null
        }
      },
      hydrated() {
        if (gate.isHydrated) return
        gate.isHydrated = true
        if (gate.frame) observer.unobserve(gate.frame)
        resolveHydrated()
        const control = gate.pending
        gate.pending = null
        if (control) replayWhenEnabled(control)
      },
    }
    return gate
  }

  return {
    gate(scope, types) {
      if (left) return null
      const known = gates.get(scope)
      if (known || settled) return known ?? null
      const gate = create(types)
      gates.set(scope, gate)
      return gate
    },
    openAll() {
      settled = true
      const waiting = [...gates.values()].filter((gate) => !gate.isHydrated)
      for (const gate of waiting) gate.start()
      if (waiting.length === 0) return Promise.resolve()
      const hydrated = Promise.all(waiting.map((gate) => gate.whenHydrated)).then(() => {})
      const timeout = new Promise<void>((resolve) =>
        window.setTimeout(resolve, OPEN_ALL_TIMEOUT_MS),
      )
      return Promise.race([hydrated, timeout])
    },
    leave() {
      left = true
    },
  }
}
