/**
 * Waits for the pointer press in progress, so that a change of layout caused by the press does
 * not move its target away before the press is released.
 *
 * A click is the press and the release on the same element: a browser sends `click` to the
 * nearest ancestor that both share. When pressing a button moves the focus out of a text field,
 * and the field's check then removes (or adds) the message under it, everything below moves by
 * a line while the pointer is down, the release lands elsewhere and the click is lost. On touch
 * the order differs: the finger is lifted first, and the focus moves inside the tap's one task
 * that ends with the click. Both are covered by running the change in a task of its own once no
 * pointer is pressed: the click of the press's release is dispatched in the release's task, so
 * it has reached its target before the change runs.
 */
const pressed = new Set<number>()
let waiting: (() => void)[] = []
let watching = false

/** Runs `callback` in a task of its own once no pointer is pressed on the page. */
export function afterPointerPress(callback: () => void): void {
  if (pressed.size > 0) waiting.push(callback)
  else setTimeout(callback, 0)
}

const press = (event: PointerEvent) => {
  pressed.add(event.pointerId)
}

/** Runs what waited, each in a task of its own, once the last press is over. */
const runWaiting = () => {
  if (pressed.size > 0) return
  const due = waiting
  waiting = []
  for (const callback of due) setTimeout(callback, 0)
}

const release = (event: PointerEvent) => {
  pressed.delete(event.pointerId)
  runWaiting()
}

/** A press whose release the page may never see (the window lost the focus) is over. */
const releaseAll = () => {
  pressed.clear()
  runWaiting()
}

/**
 * Starts following the presses of the page (once; idempotent). It must run before a press it
 * is to wait for begins, so a form calls it when it mounts, not when a field is left.
 * Listeners capture at the window: no element's handler can hide a press or a release.
 */
export function watchPointerPresses(): void {
  if (watching || typeof window === 'undefined') return
  watching = true
  window.addEventListener('pointerdown', press, { capture: true })
  window.addEventListener('pointerup', release, { capture: true })
  window.addEventListener('pointercancel', release, { capture: true })
  window.addEventListener('blur', releaseAll)
}
