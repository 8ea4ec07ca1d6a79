import { parseCookies } from '../../lib/cookies'
import type { CookieJar } from '../cookie-jar'
import type { CartSession } from '../session'

/**
 * The customer's session as the cart sees it, for the cart's own tests: the token in the
 * `vitalis_shop_token` cookie of the jar. The real session lives in src/account, which the
 * cart's tests may not import (DESIGN.md section 3); src/account's tests run both together.
 */
export interface TestSession extends CartSession {
  /** How often the cart ended the session (authorization errors). */
  expirations: number
}

export const TEST_TOKEN_COOKIE = 'vitalis_shop_token'

export const createTestSession = (jar: CookieJar): TestSession => {
  const session: TestSession = {
    expirations: 0,
    token: () => parseCookies(jar.read()).get(TEST_TOKEN_COOKIE) || null,
    expire: () => {
      session.expirations += 1
      jar.write(`${TEST_TOKEN_COOKIE}=; Path=/; Max-Age=0`)
    },
  }
  return session
}
