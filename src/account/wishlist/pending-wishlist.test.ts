import { describe, expect, it } from 'vitest'
import type { CookieJar } from '../../shop'
import {
  PENDING_WISHLIST_COOKIE,
  rememberWishlistProduct,
  takeWishlistProduct,
} from './pending-wishlist'

/** A jar that applies writes as a browser would: Max-Age=0 removes the cookie. */
const jar = (initial = '', secure = false) => {
  const cookies = new Map<string, string>()
  for (const pair of initial.split('; ').filter(Boolean)) {
    const [name = '', value = ''] = pair.split('=')
    cookies.set(name, value)
  }
  const written: string[] = []
  const fake: CookieJar = {
    read: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    write: (cookie) => {
      written.push(cookie)
      const [pair = ''] = cookie.split('; ')
      const [name = '', value = ''] = pair.split('=')
      if (cookie.includes('Max-Age=0')) cookies.delete(name)
      else cookies.set(name, value)
    },
    isSecure: () => secure,
  }
  return { fake, written }
}

describe('the product a guest pressed Merken for (issue 26, point 6)', () => {
  it('is remembered for half an hour, same-site, and taken once', () => {
    const { fake, written } = jar('', true)
    rememberWishlistProduct(fake, ' VIT-D3 ')
    expect(written).toEqual([
      `${PENDING_WISHLIST_COOKIE}=VIT-D3; Path=/; Max-Age=1800; Secure; SameSite=Lax`,
    ])
    expect(takeWishlistProduct(fake)).toBe('VIT-D3')
    expect(takeWishlistProduct(fake)).toBeNull()
  })

  it('keeps the last product pressed', () => {
    const { fake } = jar()
    rememberWishlistProduct(fake, 'VIT-D3')
    rememberWishlistProduct(fake, 'MAG-400')
    expect(takeWishlistProduct(fake)).toBe('MAG-400')
  })

  it('remembers nothing that is no SKU, and reads a forged cookie as none, removing it', () => {
    const { fake, written } = jar()
    rememberWishlistProduct(fake, '   ')
    rememberWishlistProduct(fake, 'x'.repeat(65))
    expect(written).toEqual([])
    const forged = jar(`${PENDING_WISHLIST_COOKIE}=${encodeURIComponent('a\nb')}`)
    expect(takeWishlistProduct(forged.fake)).toBeNull()
    expect(forged.fake.read()).toBe('')
  })
})
