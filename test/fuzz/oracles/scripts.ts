import type { Answer } from '../send'
import { mediaTypeOf, violation, type Violation } from './violation'

/** Script types a browser does not run: data blocks such as the bootstrap JSON. */
const DATA_BLOCK = /^(application\/json|application\/ld\+json|importmap)$/i

/**
 * Every HTML answer carries a Content-Security-Policy with a per-response nonce, and every
 * script a browser would run carries that nonce (src/worker/middleware/security-headers.ts):
 * whatever input slipped into a page, it could not run.
 */
export const scriptViolations = (answer: Answer): Violation[] => {
  if (mediaTypeOf(answer.headers) !== 'text/html' || answer.body === '') return []
  const policy = answer.headers.get('content-security-policy') ?? ''
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1]
  if (nonce === undefined) return [violation('script-nonce', 'an HTML answer without a CSP nonce')]
  const found: Violation[] = []
  for (const [tag] of answer.body.matchAll(/<script\b[^>]*>/gi)) {
    const type = /\btype="([^"]*)"/i.exec(tag)?.[1] ?? ''
    if (DATA_BLOCK.test(type)) continue
    if (!tag.includes(`nonce="${nonce}"`)) {
      found.push(violation('script-nonce', `a script without the nonce: ${tag.slice(0, 160)}`))
    }
  }
  return found
}
