import type { Answer } from '../send'
import { mediaTypeOf, violation, type Violation } from './violation'

/**
 * Nothing one visitor gets may be handed to the next by a shared cache: an HTML answer holds a
 * per-response CSP nonce and the shopper's cart count (src/worker/render/render-route.tsx), so
 * it is `private` or `no-store`; and the worker sets no cookie at all (the browser keeps cart
 * and session), so no input can come back as one.
 */
export const cachingViolations = (answer: Answer): Violation[] => {
  const found: Violation[] = []
  const cacheControl = (answer.headers.get('cache-control') ?? '').toLowerCase()
  if (mediaTypeOf(answer.headers) === 'text/html' && !/\b(private|no-store)\b/.test(cacheControl)) {
    found.push(
      violation('not-shared-cacheable', `HTML with Cache-Control ${JSON.stringify(cacheControl)}`),
    )
  }
  if (answer.headers.has('set-cookie')) {
    found.push(violation('not-shared-cacheable', `Set-Cookie: ${answer.headers.get('set-cookie')}`))
  }
  return found
}
