import type { Answer } from '../send'
import { mediaTypeOf, violation, type Violation } from './violation'

/**
 * Answers are what they say they are: a body has a content type (else browsers sniff it), JSON
 * parses, and an HTML page is a whole document. A streamed page cut short (a render that failed
 * after the status went out) ends without `</html>`, whatever its status said.
 */
export const wellFormedViolations = (answer: Answer): Violation[] => {
  if (answer.size === 0) return []
  const type = mediaTypeOf(answer.headers)
  if (type === '') return [violation('well-formed', 'a body without a content type')]
  if (type === 'application/json') {
    try {
      JSON.parse(answer.body)
      return []
    } catch {
      return [violation('well-formed', `JSON that does not parse: ${answer.body.slice(0, 120)}`)]
    }
  }
  if (type === 'text/html') {
    const found: Violation[] = []
    if (!/^<!doctype html>/i.test(answer.body))
      found.push(violation('well-formed', 'an HTML answer without a doctype'))
    if (!/<\/html>\s*$/i.test(answer.body))
      found.push(
        violation('well-formed', `an HTML document cut short: …${answer.body.slice(-120)}`),
      )
    return found
  }
  return []
}
