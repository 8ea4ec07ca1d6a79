/**
 * Runs `callback` once the browser has painted the current changes: a frame (its
 * requestAnimationFrame comes just before the paint), then a task after it. For work that an
 * interaction needs but its next paint need not wait for (INP counts to that paint). Returns a
 * function that cancels it, if it has not run.
 */
export const afterNextPaint = (callback: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
