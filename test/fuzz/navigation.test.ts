import { describe } from 'vitest'
import { pageRequest, payloadRequest } from './arbitraries/requests'
import { fuzzSuite } from './harness'
import { RUNS } from './settings'

/**
 * What shoppers and crawlers read: GET and HEAD of any path on any host with any headers (the
 * page route, its route check, locale redirects and guards), and client navigation's
 * `<path>/_payload.json`. The upstreams are healthy. (Two test files share the fuzz, so that
 * vitest runs them on both cores; each starts workerd once.)
 */
describe('fuzz: navigation', () => {
  fuzzSuite('page requests', pageRequest, { numRuns: RUNS.pages })
  fuzzSuite('payload requests', payloadRequest, { numRuns: RUNS.payloads })
})
