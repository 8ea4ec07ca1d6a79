import type { PagePayload } from '../../lib'
import { UpstreamError } from '../clients/upstream-error'

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])
/** Browsers drop tabs and newlines and read '\' as '/': '/\t/evil' would leave the site. */
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f\\]/
const INTERNAL_BASE = 'http://internal.invalid'

const refuse = (detail: string) =>
  new UpstreamError(502, 'The content service sent an invalid redirect', { detail })

/**
 * A CMS redirect answer ({ redirectUrl, statusCode }) as a payload. Internal targets stay
 * site-relative; external ones must be http or https: anything else (javascript:, data:, a
 * protocol-relative //host, control characters) is a broken CMS answer, never a Location header.
 */
export const resolveRedirect = (redirect: {
  redirectUrl: string
  statusCode?: number | undefined
}): PagePayload => {
  const status = REDIRECT_STATUSES.has(redirect.statusCode ?? 0)
    ? (redirect.statusCode as number)
    : 301
  const target = redirect.redirectUrl.trim()
  if (UNSAFE_CHARACTERS.test(target)) {
    throw refuse(
      `CMS redirect target holds control characters: ${JSON.stringify(target.slice(0, 200))}`,
    )
  }
  if (target.startsWith('/')) {
    // Resolving against a dummy origin shows whether a browser would stay on the site.
    const url = new URL(target, INTERNAL_BASE)
    if (url.origin !== INTERNAL_BASE)
      throw refuse(`CMS redirect leaves the site: ${target.slice(0, 200)}`)
    return { kind: 'redirect', status, location: `${url.pathname}${url.search}${url.hash}` }
  }
  let url: URL
  try {
    url = new URL(target)
  } catch {
    throw refuse(`CMS redirect target is not a URL: ${target.slice(0, 200)}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refuse(`CMS redirect target is not http(s): ${url.protocol}`)
  }
  return { kind: 'redirect', status, location: url.toString() }
}
