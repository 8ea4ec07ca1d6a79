/**
 * Whether a link stays on the site, by one rule for the app router (which clicks it handles
 * itself) and the chrome (which links it marks as leaving the site).
 */

/** Base for resolving relative links: anything that resolves to it stayed relative. */
const RELATIVE_BASE = 'http://relative.invalid'

/** A site-relative path: '/ratgeber', not the protocol-relative '//host/…'. */
export const isSitePath = (href: string): boolean => href.startsWith('/') && !href.startsWith('//')

const originOf = (url: string | undefined): string | null => {
  if (url === undefined) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * True for an http(s) link to an origin other than `origin` (the page's own, which the server
 * and the browser both know from the bootstrap, so the render is the same on both sides);
 * without an origin, for every absolute http(s) link. Site paths, relative links, mailto: and
 * tel: do not leave the site: they open no other website.
 */
export const leavesSite = (href: string, origin?: string): boolean => {
  if (isSitePath(href)) return false
  let url: URL
  try {
    url = new URL(href, RELATIVE_BASE)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  if (url.origin === RELATIVE_BASE) return false
  return url.origin !== originOf(origin)
}
