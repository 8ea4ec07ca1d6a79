import { describe, expect, it } from 'vitest'
import {
  AUTH_TOKEN_MAX_AGE_SECONDS,
  authTokenCookieName,
  createAuthToken,
  readAuthToken,
  shopCookieDomain,
} from './auth-token'
import { createMemoryCookieJar } from '../../shop/testing'

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjF9.c2lnbmF0dXJl'

describe('auth token cookie', () => {
  it('is named for the shop of the brand', () => {
    expect(authTokenCookieName('vitalis')).toBe('vitalis_shop_token')
    expect(authTokenCookieName('Litozin')).toBe('litozin_shop_token')
  })

  it.each([
    ['https://shop.vitalis.de', '.vitalis.de'],
    ['https://shop.eu.vitalis.de/', '.eu.vitalis.de'],
    ['https://vitalis.de', '.vitalis.de'],
    ['http://localhost:8788/shop/vitalis', null],
    ['http://shop.localhost:8788/shop/vitalis', null],
    ['http://127.0.0.1:8788/shop/vitalis', null],
    ['http://[::1]:8788', null],
    ['not a url', null],
  ])('puts the cookie of %s on domain %s', (url, domain) => {
    expect(shopCookieDomain(url)).toBe(domain)
  })

  it('stores the token for 7 days, Secure, SameSite=Lax, on the parent domain (login)', () => {
    const jar = createMemoryCookieJar()
    const auth = createAuthToken({ brand: 'vitalis', shopBaseUrl: 'https://shop.vitalis.de', jar })
    expect(auth.set(TOKEN)).toBe(true)
    expect(auth.get()).toBe(TOKEN)
    const attributes = jar.attributes('vitalis_shop_token')
    expect(attributes?.get('max-age')).toBe(String(AUTH_TOKEN_MAX_AGE_SECONDS))
    expect(AUTH_TOKEN_MAX_AGE_SECONDS).toBe(604800)
    expect(attributes?.has('secure')).toBe(true)
    expect(attributes?.get('samesite')).toBe('Lax')
    expect(attributes?.get('domain')).toBe('.vitalis.de')
    expect(attributes?.get('path')).toBe('/')
  })

  it('sets no Domain attribute for a shop on localhost', () => {
    const jar = createMemoryCookieJar()
    createAuthToken({ brand: 'vitalis', shopBaseUrl: 'http://localhost:8788/shop', jar }).set(TOKEN)
    expect(jar.attributes('vitalis_shop_token')?.has('domain')).toBe(false)
    expect(jar.attributes('vitalis_shop_token')?.get('max-age')).toBe('604800')
  })

  it('sets no Domain attribute for a shop on an IP address', () => {
    const jar = createMemoryCookieJar()
    createAuthToken({ brand: 'vitalis', shopBaseUrl: 'http://127.0.0.1:8788/shop', jar }).set(TOKEN)
    expect(jar.attributes('vitalis_shop_token')?.has('domain')).toBe(false)
  })

  it('removes the token on the same domain (logout)', () => {
    const jar = createMemoryCookieJar()
    const auth = createAuthToken({ brand: 'vitalis', shopBaseUrl: 'https://shop.vitalis.de', jar })
    auth.set(TOKEN)
    auth.remove()
    expect(auth.get()).toBeNull()
    expect(jar.attributes('vitalis_shop_token')?.get('max-age')).toBe('0')
    expect(jar.attributes('vitalis_shop_token')?.get('domain')).toBe('.vitalis.de')
  })

  it('refuses to store or read something that is not a token', () => {
    const jar = createMemoryCookieJar('vitalis_shop_token=%3Cscript%3E')
    const auth = createAuthToken({ brand: 'vitalis', shopBaseUrl: 'https://shop.vitalis.de', jar })
    expect(auth.get()).toBeNull()
    expect(auth.set('a b; Domain=evil')).toBe(false)
    expect(jar.writes).toEqual([])
  })

  it('reads the token from a request Cookie header, for the server', () => {
    expect(readAuthToken(`a=1; vitalis_shop_token=${TOKEN}`, 'vitalis')).toBe(TOKEN)
    expect(readAuthToken(`litozin_shop_token=${TOKEN}`, 'vitalis')).toBeNull()
    expect(readAuthToken(null, 'vitalis')).toBeNull()
  })
})
