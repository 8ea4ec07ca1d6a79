/**
 * An upstream (CMS) failure: unreachable, too slow, 5xx, or an answer that is not what
 * EXT:headless sends. It is never cached; a stale copy is served instead where one exists.
 * `message` is what a shopper may read; `detail` (with the upstream URL) goes to the logs only.
 */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError'
  readonly detail: string
  constructor(
    readonly status: number,
    message: string,
    options: { detail?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.detail = options.detail ?? message
  }
}
