import { env } from 'cloudflare:test'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { clearCache } from '../worker/helpers'
import { violationsOf, type Violation } from './oracles'
import { knownIssueCounts } from './oracles/known-issues'
import type { FuzzRequest } from './request'
import { send, type Answer, type Route } from './send'
import { FUZZ_SEED, REPLAY, SUITE_TIMEOUT_MS } from './settings'
import { installFakeUpstreams, type FakeUpstreams } from './upstreams'

/**
 * One fuzz suite: `numRuns` generated requests through `route`, each answer checked against every
 * property (./oracles). The worker's logs are captured per request (an oracle reads them) and
 * kept out of the output. On a failure fast-check shrinks the request and prints it with
 * `{ seed, path }` (settings.ts says how to replay it).
 */
export const fuzzSuite = (
  title: string,
  arbitrary: fc.Arbitrary<FuzzRequest>,
  { numRuns, route = 'handler' }: { numRuns: number; route?: Route },
) =>
  describe(title, () => {
    let upstreams: FakeUpstreams
    const logged: string[] = []
    beforeAll(async () => {
      await clearCache()
      upstreams = installFakeUpstreams()
      const capture = (...parts: unknown[]) => {
        logged.push(
          parts.map((part) => (part instanceof Error ? part.stack : String(part))).join(' '),
        )
      }
      vi.spyOn(console, 'error').mockImplementation(capture)
      vi.spyOn(console, 'warn').mockImplementation(capture)
    })
    afterAll(() => {
      vi.restoreAllMocks()
      upstreams.restore()
    })

    it(
      `${title}: ${numRuns} requests, seed ${FUZZ_SEED}`,
      async () => {
        console.info(`fuzz "${title}": ${numRuns} requests, seed ${FUZZ_SEED}`)
        let sent = 0
        const statuses = new Map<number, number>()
        knownIssueCounts.clear()
        const property = fc.asyncProperty(arbitrary, async (request) => {
          logged.length = 0
          // Each request under the limit of wrong purge tokens (src/worker/purge/auth-limit.ts):
          // else its 429 would answer most of the editors' suite, and the paths behind the token
          // would go untried. The limit itself is tested in test/worker/purge-sign-in.test.ts.
          if (new URL(request.url).pathname.toLowerCase().startsWith('/_cache')) {
            await env.DB.exec('DELETE FROM purge_auth_failures;')
          }
          upstreams.cms.fault = request.cmsFault
          let answer: Answer
          try {
            answer = await send(request, route)
          } finally {
            upstreams.cms.fault = 'none'
          }
          sent += 1
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
          const violations = violationsOf(request, answer, logged)
          if (violations.length > 0) throw new Error(failureOf(answer, violations))
        })
        await fc.assert(property, {
          seed: FUZZ_SEED,
          numRuns,
          ...(REPLAY?.suite === title ? { path: REPLAY.path } : {}),
        })
        // What the run met, so that a suite that stopped reaching the worker's routes shows.
        console.info(`fuzz "${title}": ${sent} requests sent; statuses ${tally(statuses)}`)
        for (const [id, count] of knownIssueCounts) {
          console.info(`fuzz "${title}": known issue ${id} excused ${count} times`)
        }
        expect(sent).toBeGreaterThanOrEqual(numRuns)
      },
      SUITE_TIMEOUT_MS,
    )
  })

/** What broke, and enough of the answer to see why; fast-check adds the request. */
const failureOf = (answer: Answer, violations: Violation[]): string =>
  [
    ...violations.map((found) => `${found.property}: ${found.detail}`),
    `answer: ${answer.status} ${answer.headers.get('content-type') ?? '(no content type)'}` +
      ` location=${answer.headers.get('location') ?? '-'} size=${answer.size}`,
    `body: ${JSON.stringify(answer.body.slice(0, 300))}`,
  ].join('\n')

const tally = (counts: Map<number, number>): string =>
  [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')
