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

describe('the product a guest pressed Merken for', () => {
  it('is remembered for half an hour, same-site, and taken once', () => {
    const { fake, written } = jar('', true)
    rememberWishlistProduct(fake, { sku: ' VIT-D3 ' })
    expect(written).toEqual([
      `${PENDING_WISHLIST_COOKIE}=${encodeURIComponent('["VIT-D3"]')}; Path=/; Max-Age=1800; Secure; SameSite=Lax`,
    ])
    expect(takeWishlistProduct(fake)).toEqual({ sku: 'VIT-D3' })
    expect(takeWishlistProduct(fake)).toBeNull()
  })

  it('keeps the last product pressed', () => {
    const { fake } = jar()
    rememberWishlistProduct(fake, { sku: 'VIT-D3' })
    rememberWishlistProduct(fake, { sku: 'MAG-400' })
    expect(takeWishlistProduct(fake)).toEqual({ sku: 'MAG-400' })
  })

  it("keeps a family's size with the family's sku and the size's option", () => {
    const { fake } = jar()
    const size = {
      sku: 'VIT-C-1000-120',
      configured: { parentSku: 'VIT-C-1000', optionUid: btoa('configurable/215/5002') },
    }
    rememberWishlistProduct(fake, size)
    expect(takeWishlistProduct(fake)).toEqual(size)
  })

  it('remembers nothing that is no SKU, and reads a forged cookie as none, removing it', () => {
    const { fake, written } = jar()
    rememberWishlistProduct(fake, { sku: '   ' })
    rememberWishlistProduct(fake, { sku: 'x'.repeat(65) })
    rememberWishlistProduct(fake, { sku: 'A-1', configured: { parentSku: 'A', optionUid: '<b>' } })
    expect(written).toEqual([])
    for (const value of ['["a\\nb"]', 'VIT-D3', '{"sku":"VIT-D3"}', '["A-1","A"]', '[1]', '[']) {
      const forged = jar(`${PENDING_WISHLIST_COOKIE}=${encodeURIComponent(value)}`)
      expect(takeWishlistProduct(forged.fake), value).toBeNull()
      expect(forged.fake.read()).toBe('')
    }
  })
})
