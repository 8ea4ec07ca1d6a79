import { describe } from 'vitest'
import { purgeRequest } from './arbitraries/purge-requests'
import {
  anyMethodRequest,
  browserPostRequest,
  runtimeRequest,
  upstreamFaultRequest,
} from './arbitraries/requests'
import { fuzzSuite } from './harness'
import { RUNS } from './settings'

/**
 * Everything but plain reading: every method on every route; the browser's POSTs
 * (/check-version, /_report); the editors' API, log and page under /_cache with the valid token,
 * a wrong one or none (valid-token purges are scoped ones only, arbitraries/purge-bodies.ts);
 * pages and payloads while the CMS fails (a 502, 503 or 504 is then allowed, a 500 never); and
 * a mix of all of these through SELF, workerd's own HTTP path.
 */
describe('fuzz: methods, bodies and faults', () => {
  fuzzSuite('any method, any route', anyMethodRequest, { numRuns: RUNS.methods })
  fuzzSuite('check-version and render reports', browserPostRequest, {
    numRuns: RUNS.browserPosts,
  })
  fuzzSuite('editors purge API and page', purgeRequest, { numRuns: RUNS.purge })
  fuzzSuite('pages and payloads with a failing CMS', upstreamFaultRequest, {
    numRuns: RUNS.upstreamFaults,
  })
  fuzzSuite('mixed requests via SELF', runtimeRequest, {
    numRuns: RUNS.runtimePath,
    route: 'runtime',
  })
})
