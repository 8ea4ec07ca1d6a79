import { displayPath } from './routes/page-path'

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
