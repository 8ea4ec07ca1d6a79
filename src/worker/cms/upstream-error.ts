/**
 * An upstream (CMS) failure: unreachable, too slow, 5xx, or an answer that is not what
 * EXT:headless sends. It is never cached; a stale copy is served instead where one exists.
 */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError'
  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}
