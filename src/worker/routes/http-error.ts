/**
 * An expected failure with an HTTP status, thrown by routes and rendered by the one error
 * handler (src/worker/routes/on-error.ts) as the error page, or as plain text for bots.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** A route check failed (SPEC.md section 8): fatal, 404; the path as an error page shows it. */
export const pageNotFound = (path: string) =>
  new HttpError(404, `Page Not Found: ${displayPath(path)}`)

/** How much of a refused path an error page repeats. */
const SHOWN_PATH_LENGTH = 100

/**
 * A path as an error page may show it: at most 100 characters, cut before a broken escape, with
 * an ellipsis when cut. The whole address is in the shopper's address bar already; a page that
 * echoed a 10,000-character path would be as large.
 */
export const displayPath = (path: string): string => {
  if (path.length <= SHOWN_PATH_LENGTH) return path
  return `${path.slice(0, SHOWN_PATH_LENGTH).replace(/%[0-9A-Fa-f]?$/, '')}…`
}
