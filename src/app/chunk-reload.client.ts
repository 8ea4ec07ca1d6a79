/**
 * A page whose code did not load (a deploy replaced the chunks the HTML names, a flaky network)
 * is loaded once more, which gets the current HTML and its chunks; should that fail as well
 * within RELOAD_WINDOW_MS, the page stays as the server rendered it: plain links and forms still
 * work, and nothing alarming is shown. The cart lives in cookies, so a reload keeps it.
 */

export const RELOAD_WINDOW_MS = 10_000

/** What a failed dynamic import says in Chromium, Firefox and Safari. */
const CODE_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i

/** Whether an error is code that failed to load rather than code that failed to run. */
export const isCodeLoadError = (error: unknown): boolean =>
  error instanceof Error && CODE_LOAD_FAILURE.test(error.message)
const KEY_PREFIX = 'sf-chunk-reload:'

/** Whether this path was reloaded for its code within the window (then: no second reload). */
const reloadedLately = (path: string, now: number): boolean => {
  try {
    const at = Number(window.sessionStorage.getItem(KEY_PREFIX + path))
    return Number.isFinite(at) && at > 0 && now - at < RELOAD_WINDOW_MS
  } catch {
    // Storage blocked: no way to tell a second failure from a first, so never reload.
    return true
  }
}

/**
 * Reloads the page after its code failed to load, at most once per path within the window.
 * Returns whether it did.
 */
export const reloadForFailedCode = (path = window.location.pathname, now = Date.now()): boolean => {
  if (reloadedLately(path, now)) return false
  try {
    window.sessionStorage.setItem(KEY_PREFIX + path, String(now))
  } catch {
    return false
  }
  window.location.reload()
  return true
}
