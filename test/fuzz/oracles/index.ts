import type { FuzzRequest } from '../request'
import type { Answer } from '../send'
import { cachingViolations } from './caching'
import { isKnown } from './known-issues'
import { locationViolations } from './location'
import { logViolations } from './logs'
import { reflectionViolations } from './reflection'
import { scriptViolations } from './scripts'
import { secretViolations } from './secrets'
import { sizeViolations } from './size-limits'
import { statusViolations } from './status'
import type { Violation } from './violation'
import { wellFormedViolations } from './well-formed'

export type { Violation } from './violation'

/** Every property of one answer (test/fuzz/README.md lists them), known issues left out. */
export const violationsOf = (
  request: FuzzRequest,
  answer: Answer,
  logged: readonly string[],
): Violation[] =>
  [
    ...statusViolations(request, answer),
    ...reflectionViolations(answer),
    ...locationViolations(request, answer),
    ...sizeViolations(request, answer),
    ...scriptViolations(answer),
    ...secretViolations(request, answer),
    ...wellFormedViolations(answer),
    ...cachingViolations(answer),
    ...logViolations(request, logged),
  ].filter((found) => !isKnown(request, answer, found))
