/**
 * Sends a page that failed to render in the browser to the worker's /_report (where it is logged
 * and sent to Sentry as a server error of that page would be). A beacon: it goes out even when
 * the shopper leaves at once, and nothing waits for it. Texts are cut to what /_report accepts.
 */
export const reportRenderError = (path: string, error: Error, componentStack: string): void => {
  const body = JSON.stringify({
    kind: 'render',
    path: path.slice(0, 2048),
    message: error.message.slice(0, 2000),
    stack: (error.stack ?? '').slice(0, 4000),
    componentStack: componentStack.slice(0, 4000),
  })
  try {
    navigator.sendBeacon('/_report', new Blob([body], { type: 'application/json' }))
  } catch {
    // No beacon (an old browser, a blocked request): the console has the report already.
  }
}
