import type { CookieJar } from '../../shop'
import { parseCookies, serializeCookie } from '../../lib/cookies'

/**
 * The customer's bearer token (SPEC.md section 6): a cookie named for the shop
 * (`<brand>_shop_token`), 7 days, Secure, SameSite=Lax, on the shop's parent domain so the
 * shop host's /cartmerge and the storefront share it. Sign-in stores it, sign-out removes it.
 */
export const AUTH_TOKEN_MAX_AGE_SECONDS = 604_800

export const authTokenCookieName = (brand: string): string =>
  `${brand.toLowerCase().replace(/[^a-z0-9]/g, '')}_shop_token`

/** Magento issues JWTs (2.4.4+) or 32-character opaque tokens; anything else is not a token. */
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{16,3000}$/

/**
 * `shop.vitalis.de` → `.vitalis.de`. An IP address, localhost and its subdomains
 * (`shop.localhost`) take no Domain attribute: browsers refuse one on an IP address or a
 * single label (RFC 6265 section 5.3, step 5) and treat `localhost` as a public suffix; without
 * it the cookie is the host's, which on localhost every port shares anyway. A host of two
 * labels is its own parent. Other public suffixes (e.g. *.pages.dev) are not detected.
 */
export const shopCookieDomain = (shopBaseUrl: string): string | null => {
  let host: string
  try {
    host = new URL(shopBaseUrl).hostname.toLowerCase()
  } catch {
    return null
  }
  const isIp = /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[')
  const labels = host.split('.').filter(Boolean)
  if (isIp || labels.length < 2 || labels.at(-1) === 'localhost') return null
  return `.${(labels.length === 2 ? labels : labels.slice(1)).join('.')}`
}

export interface AuthToken {
  get(): string | null
  /** Stores the token; false (and nothing stored) when it does not look like a token. */
  set(token: string): boolean
  remove(): void
}

export interface AuthTokenOptions {
  brand: string
  shopBaseUrl: string
  jar: CookieJar
}

/** The token read from a Cookie header (pure; what `AuthToken.get` does with the jar's text). */
export const readAuthToken = (cookieHeader: string | null | undefined, brand: string) => {
  const token = parseCookies(cookieHeader).get(authTokenCookieName(brand))
  return token && TOKEN_PATTERN.test(token) ? token : null
}

export const createAuthToken = ({ brand, shopBaseUrl, jar }: AuthTokenOptions): AuthToken => {
  const name = authTokenCookieName(brand)
  const domain = shopCookieDomain(shopBaseUrl)
  const write = (value: string, maxAgeSeconds: number) =>
    jar.write(
      serializeCookie(name, value, {
        path: '/',
        maxAgeSeconds,
        secure: true,
        sameSite: 'Lax',
        ...(domain ? { domain } : {}),
      }),
    )
  return {
    // Read on every call, so a login or logout in another tab is seen at the next request.
    get: () => readAuthToken(jar.read(), brand),
    set: (token) => {
      if (!TOKEN_PATTERN.test(token)) return false
      write(token, AUTH_TOKEN_MAX_AGE_SECONDS)
      return true
    },
    remove: () => write('', 0),
  }
}
