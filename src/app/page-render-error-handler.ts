import { reportRenderError } from './report-render-error.client'

/**
 * What the page's error boundary does with what it caught in the browser: logged as the worker
 * logs a server error (src/worker/reporting/report-error.ts: status, path, detail), and reported
 * to the worker.
 */
export const pageRenderErrorHandler =
  (path: string) =>
  (failure: Error, componentStack: string): void => {
    console.error(`[500] render ${path}:`, failure, componentStack)
    reportRenderError(path, failure, componentStack)
  }
