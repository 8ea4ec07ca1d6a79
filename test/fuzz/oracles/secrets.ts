import { PURGE_TOKEN } from '../arbitraries/headers'
import type { FuzzRequest } from '../request'
import type { Answer } from '../send'
import { violation, type Violation } from './violation'

/** The CMS's addresses (test/fixtures/cms.ts CMS_BASE): for the logs only, never for shoppers. */
const CMS_ADDRESS = /127\.0\.0\.1:8788\/cms/

/**
 * What no answer gives away: the purge token (sent by the editors' suites; never written back,
 * docs/operations.md "Purging (editors)"), the CMS's address, and in production a stack trace.
 */
export const secretViolations = (request: FuzzRequest, answer: Answer): Violation[] => {
  const found: Violation[] = []
  const headers = [...answer.headers].map(([name, value]) => `${name}: ${value}`).join('\n')
  for (const [what, text] of [
    ['body', answer.body],
    ['headers', headers],
  ] as const) {
    if (text.includes(PURGE_TOKEN))
      found.push(violation('no-secrets', `the purge token in the ${what}`))
    if (CMS_ADDRESS.test(text))
      found.push(violation('no-secrets', `the CMS address in the ${what}`))
  }
  if (request.environment === 'production' && /sf-error__stack|\n\s+at \S+ \(/.test(answer.body)) {
    found.push(violation('no-secrets', 'a stack trace in production'))
  }
  return found
}
