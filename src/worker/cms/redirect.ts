import type { PagePayload } from '../../lib/page'
import { UpstreamError } from './upstream-error'

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/**
 * A CMS redirect answer ({ redirectUrl, statusCode }) as a payload. Internal targets stay
 * site-relative; external ones must be http or https: anything else (javascript:, data:, a
 * protocol-relative //host) is a broken CMS answer, never a Location header.
 */
export const resolveRedirect = (redirect: {
  redirectUrl: string
  statusCode?: number | undefined
}): PagePayload => {
  const status = REDIRECT_STATUSES.has(redirect.statusCode ?? 0)
    ? (redirect.statusCode as number)
    : 301
  const target = redirect.redirectUrl.trim()
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) {
    return { kind: 'redirect', status, location: target }
  }
  let url: URL
  try {
    url = new URL(target)
  } catch {
    throw new UpstreamError(502, `CMS redirect target is not a URL: ${target.slice(0, 200)}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UpstreamError(502, `CMS redirect target is not http(s): ${url.protocol}`)
  }
  return { kind: 'redirect', status, location: url.toString() }
}
