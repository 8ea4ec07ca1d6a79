import { parseCookies } from '../../lib/cookies'
import type { CookieJar } from '../cookie-jar'

/**
 * A CookieJar behaving like document.cookie for one page: a write sets or (Max-Age=0) deletes
 * one cookie, a read returns `name=value; …` without attributes. Every raw write is kept, so
 * tests can check the attributes that were sent.
 */
export interface MemoryCookieJar extends CookieJar {
  writes: string[]
  /** The attributes of the last write of a cookie, lower-cased names ('max-age', 'domain', …). */
  attributes(name: string): Map<string, string> | null
}

export const createMemoryCookieJar = (initial = '', secure = true): MemoryCookieJar => {
  const values = new Map<string, string>()
  for (const pair of initial
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const index = pair.indexOf('=')
    values.set(pair.slice(0, index), pair.slice(index + 1))
  }
  const writes: string[] = []
  const parse = (cookie: string) => {
    const [pair = '', ...rest] = cookie.split(';').map((part) => part.trim())
    const index = pair.indexOf('=')
    const attributes = new Map(
      rest.map((part) => {
        const [key = '', value = ''] = part.split('=')
        return [key.toLowerCase(), value] as const
      }),
    )
    return { name: pair.slice(0, index), value: pair.slice(index + 1), attributes }
  }
  return {
    writes,
    read: () => [...values].map(([name, value]) => `${name}=${value}`).join('; '),
    write: (cookie) => {
      writes.push(cookie)
      const { name, value, attributes } = parse(cookie)
      if (attributes.get('max-age') === '0') values.delete(name)
      else values.set(name, value)
    },
    isSecure: () => secure,
    attributes: (name) => {
      const last = writes.findLast((cookie) => parse(cookie).name === name)
      return last ? parse(last).attributes : null
    },
  }
}

/** The decoded value of one cookie in the jar. */
export const cookieValue = (jar: CookieJar, name: string) => parseCookies(jar.read()).get(name)
