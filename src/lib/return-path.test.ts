import { describe, expect, it } from 'vitest'
import { loginHref, returnPathOf, safeReturnPath } from './return-path'

describe('return path', () => {
  it.each([
    ['/warenkorb', '/warenkorb'],
    ['/en/account/orders?page=2', '/en/account/orders?page=2'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['/a\nb', null],
    ['', null],
    [null, null],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected)
  })

  it('adds the page to return to to the login page, encoded', () => {
    expect(loginHref('/login', '/warenkorb')).toBe('/login?redirect=%2Fwarenkorb')
    expect(loginHref('/en/login', '/en/cart?x=1')).toBe('/en/login?redirect=%2Fen%2Fcart%3Fx%3D1')
  })

  it('leaves it out for the login page itself and for a path that could leave the site', () => {
    expect(loginHref('/login', '/login')).toBe('/login')
    expect(loginHref('/login', '//evil.example')).toBe('/login')
    expect(loginHref('/login', null)).toBe('/login')
  })

  it('reads it back from the login page’s query, checked', () => {
    expect(returnPathOf('?redirect=%2Fwarenkorb')).toBe('/warenkorb')
    expect(returnPathOf('?redirect=%2F%2Fevil.example')).toBeNull()
    expect(returnPathOf('')).toBeNull()
  })
})
