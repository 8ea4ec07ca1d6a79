/**
 * The log of one request: every line starts with the request's id (`[req <id>]`), the id the
 * shopper's answer carries in X-Request-Id, so a support ticket, a Sentry event and the worker's
 * log lines (`wrangler tail`, Workers Logs) meet on one key.
 */
export interface RequestLog {
  readonly requestId: string
  error(...parts: unknown[]): void
  warn(...parts: unknown[]): void
}

export const createRequestLog = (requestId: string, sink: Console = console): RequestLog => {
  const prefix = `[req ${requestId}]`
  return {
    requestId,
    error: (...parts) => sink.error(prefix, ...parts),
    warn: (...parts) => sink.warn(prefix, ...parts),
  }
}
