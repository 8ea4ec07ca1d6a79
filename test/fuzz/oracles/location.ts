import { requestHosts, type FuzzRequest } from '../request'
import type { Answer } from '../send'
import { violation, type Violation } from './violation'

const REDIRECTS: readonly number[] = [301, 302, 303, 307, 308]

/**
 * No open redirect: a Location is a path of the request's own origin, or an absolute address
 * on the request's own host (https://cheatsheetseries.owasp.org/cheatsheets/Unvalidated_Redirects_and_Forwards_Cheat_Sheet.html).
 * Resolved as a browser resolves it (WHATWG URL): `//evil.example` and `/\evil.example` name
 * another host. The fake CMS redirects only within the site (../upstreams.ts), so an
 * off-site Location is always the worker's doing.
 */
export const locationViolations = (request: FuzzRequest, answer: Answer): Violation[] => {
  const location = answer.headers.get('location')
  if (location === null) {
    return REDIRECTS.includes(answer.status)
      ? [violation('same-origin-location', `${answer.status} without a Location`)]
      : []
  }
  if (/^[\s\u0000-\u001f]/.test(location) || /^\s*javascript:/i.test(location)) {
    return [violation('same-origin-location', `Location ${JSON.stringify(location.slice(0, 200))}`)]
  }
  let target: URL
  try {
    target = new URL(location, request.url)
  } catch {
    return [violation('same-origin-location', `unparseable Location ${JSON.stringify(location)}`)]
  }
  if (
    !['http:', 'https:'].includes(target.protocol) ||
    !requestHosts(request).includes(target.host)
  ) {
    return [
      violation(
        'same-origin-location',
        `Location ${JSON.stringify(location.slice(0, 200))} leads to ${target.protocol}//${target.host}`,
      ),
    ]
  }
  return []
}
