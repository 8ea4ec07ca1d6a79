import { describe, expect, it } from 'vitest'
import { MAX_COOKIE_VALUE_LENGTH, parseCookies, readJsonCookie, serializeCookie } from './cookies'

describe('cookies', () => {
  it('round-trips a value through serialize and parse', () => {
    const header = serializeCookie('cart', '{"id":"a b;c"}').split(';')[0]
    expect(parseCookies(header).get('cart')).toBe('{"id":"a b;c"}')
  })
  it('skips malformed pairs instead of throwing', () => {
    const cookies = parseCookies('a=%E0%A4%A; b=2; =x; c')
    expect([...cookies]).toEqual([['b', '2']])
  })
  it('treats oversized or non-JSON cookies as absent', () => {
    expect(readJsonCookie('cart=not-json', 'cart')).toBeUndefined()
    const big = encodeURIComponent(JSON.stringify({ x: 'y'.repeat(MAX_COOKIE_VALUE_LENGTH) }))
    expect(readJsonCookie(`cart=${big}`, 'cart')).toBeUndefined()
    expect(readJsonCookie('cart=%7B%22id%22%3A1%7D', 'cart')).toEqual({ id: 1 })
  })
  it('writes the attributes asked for', () => {
    expect(
      serializeCookie('t', 'v', { maxAgeSeconds: 604800, secure: true, domain: 'example.org' }),
    ).toBe('t=v; Path=/; Max-Age=604800; Domain=example.org; Secure; SameSite=Lax')
  })
})
