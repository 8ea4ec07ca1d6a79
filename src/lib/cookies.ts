/**
 * Cookie text codec shared by the worker (reading the request's Cookie header) and the browser
 * (document.cookie). Values are encoded with encodeURIComponent; parsing never throws: a
 * malformed pair is skipped, as a forged cookie must never break a page.
 */
export const MAX_COOKIE_VALUE_LENGTH = 3800

export const parseCookies = (header: string | null | undefined): Map<string, string> => {
  const cookies = new Map<string, string>()
  for (const pair of (header ?? '').split(';').map((part) => part.trim())) {
    const index = pair.indexOf('=')
    if (index <= 0) continue
    const name = pair.slice(0, index)
    try {
      cookies.set(name, decodeURIComponent(pair.slice(index + 1).trim()))
    } catch {
      // Not percent-decodable: not one of ours.
    }
  }
  return cookies
}

export interface CookieOptions {
  maxAgeSeconds?: number
  path?: string
  domain?: string
  secure?: boolean
  sameSite?: 'Lax' | 'Strict' | 'None'
}

export const serializeCookie = (
  name: string,
  value: string,
  options: CookieOptions = {},
): string => {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`]
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`)
  if (options.domain) parts.push(`Domain=${options.domain}`)
  if (options.secure) parts.push('Secure')
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`)
  return parts.join('; ')
}

/** Reads a cookie holding JSON; anything oversized or unparseable counts as absent. */
export const readJsonCookie = (header: string | null | undefined, name: string): unknown => {
  const value = parseCookies(header).get(name)
  if (value === undefined || value.length > MAX_COOKIE_VALUE_LENGTH) return undefined
  try {
    return JSON.parse(value) as unknown
  } catch {
    return undefined
  }
}
