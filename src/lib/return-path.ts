/**
 * The page a shopper returns to after signing in (the login page's `redirect` query parameter):
 * set when an expired session or a protected page sends them to the login page, followed once
 * they are signed in. Only paths of this site are followed: a value that could leave it
 * ('//evil.example', 'https://…', '/\evil', control characters) is dropped, so the login page is
 * never an open redirect (https://cheatsheetseries.owasp.org/cheatsheets/Unvalidated_Redirects_and_Forwards_Cheat_Sheet.html).
 */
export const RETURN_PATH_PARAMETER = 'redirect'

/** A site path ('/konto?tab=1'), or null for anything that could lead elsewhere. */
export const safeReturnPath = (value: string | null | undefined): string | null => {
  if (!value || value.length > 2000 || !value.startsWith('/')) return null
  // '//host' and '/\host' are protocol-relative to browsers; control characters hide either.
  if (/^\/[/\\]/.test(value) || /[\u0000-\u001f\u007f\\]/.test(value)) return null
  return value
}

/** The login page's href with the page to return to ('/login?redirect=%2Fwarenkorb'). */
export const loginHref = (loginPath: string, returnPath: string | null | undefined): string => {
  const back = safeReturnPath(returnPath)
  const loginPathname = loginPath.split('?')[0]
  if (!back || back.split('?')[0] === loginPathname) return loginPath
  const separator = loginPath.includes('?') ? '&' : '?'
  return `${loginPath}${separator}${RETURN_PATH_PARAMETER}=${encodeURIComponent(back)}`
}

/** The return path a login page's query string carries, checked ('?redirect=…'). */
export const returnPathOf = (search: string): string | null =>
  safeReturnPath(new URLSearchParams(search).get(RETURN_PATH_PARAMETER))
