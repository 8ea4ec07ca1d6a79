import type { FuzzRequest } from '../request'
import type { Answer } from '../send'
import { violation, type Violation } from './violation'

/**
 * What a failing upstream may cost: the gateway family (RFC 9110, section 15.6). A 500 is never
 * the CMS's doing: the worker maps upstream failures to 502/503/504 (src/worker/cms/client.ts).
 */
const UPSTREAM_STATUSES: readonly number[] = [502, 503, 504]

/** No 5xx that an upstream did not cause: the fake upstreams are healthy unless told not to be. */
export const statusViolations = (request: FuzzRequest, answer: Answer): Violation[] => {
  if (answer.status < 500) return []
  if (request.cmsFault !== 'none' && UPSTREAM_STATUSES.includes(answer.status)) return []
  const cause = request.cmsFault === 'none' ? 'with healthy upstreams' : `(CMS ${request.cmsFault})`
  return [violation('no-5xx', `answered ${answer.status} ${cause}`)]
}
