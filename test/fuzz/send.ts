import { SELF, createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import worker from '../../src/worker/index'
import { toRequest, type FuzzRequest } from './request'

/** What came back, read whole. */
export interface Answer {
  status: number
  headers: Headers
  body: string
  /** Bytes of the body as sent (UTF-8), for the size limits. */
  size: number
}

/**
 * How a request reaches the worker. `handler` calls its fetch handler in this isolate with the
 * request's bindings and waits for its background work (cache writes), so the next request
 * meets a settled cache and any log line belongs to this request: fast enough for thousands of
 * requests; with the edge cache on (src/worker/page-cache/), so a request that meets a stored page gets
 * it as a guest would, with this answer's nonce. `runtime` goes through SELF, workerd's own HTTP
 * path (header and URL handling of the runtime included), with the bindings of the workerd tests.
 */
export type Route = 'handler' | 'runtime'

const read = async (response: Response): Promise<Answer> => {
  const bytes = new Uint8Array(await response.arrayBuffer())
  return {
    status: response.status,
    headers: response.headers,
    body: new TextDecoder().decode(bytes),
    size: bytes.length,
  }
}

export const send = async (request: FuzzRequest, route: Route): Promise<Answer> => {
  if (route === 'runtime') {
    if (request.environment !== 'development') throw new Error('SELF has the bindings it has')
    return read(await SELF.fetch(toRequest(request)))
  }
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    toRequest(request),
    { ...env, ENVIRONMENT: request.environment, EDGE_CACHE: 'on' },
    ctx,
  )
  const answer = await read(response)
  await waitOnExecutionContext(ctx)
  return answer
}
