import type { FuzzRequest } from '../request'
import type { Answer } from '../send'
import type { Violation } from './violation'

/**
 * Violations found by the fuzz whose fix belongs in a file another engineer is changing. Each is
 * tolerated only in its exact shape, and each has a regression test in ../regressions.test.ts
 * written with `it.fails`: when the fix lands that test fails, and its entry here goes.
 */
export interface KnownIssue {
  id: string
  matches(request: FuzzRequest, answer: Answer, found: Violation): boolean
}

export const KNOWN_ISSUES: readonly KnownIssue[] = [
  // None at present. The fuzz's first one, an open redirect (GET //evil.example/ answered 301
  // Location: //evil.example by src/worker/middleware/locale.ts), was fixed there while the fuzz
  // was written; test/worker/hostile-input.test.ts and ../regressions.test.ts keep it fixed.
]

/** How often each known issue was met in this isolate: the suites print it, so none hides. */
export const knownIssueCounts = new Map<string, number>()

export const isKnown = (request: FuzzRequest, answer: Answer, found: Violation): boolean => {
  const issue = KNOWN_ISSUES.find((known) => known.matches(request, answer, found))
  if (issue) knownIssueCounts.set(issue.id, (knownIssueCounts.get(issue.id) ?? 0) + 1)
  return issue !== undefined
}
