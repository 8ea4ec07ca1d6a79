import { describe, expect, it } from 'vitest'
import { pagePathOf } from './page-path'
import { testSites } from './testing/sites'

const vitalis = testSites[0]!

describe('pagePathOf', () => {
  it.each([
    ['/produkte', '/produkte'],
    ['/produkte/', '/produkte'],
    ['/produkte?sort=name#liste', '/produkte'],
    ['/de/produkte', '/produkte'],
    ['/de', '/'],
    ['/', '/'],
    ['/en/about-us/', '/en/about-us'],
    ['/über-uns', '/%C3%BCber-uns'],
    ['/%C3%BCber-uns', '/%C3%BCber-uns'],
    ['/ratgeber/vitamin d', '/ratgeber/vitamin%20d'],
  ])('makes %s the path the upstream cache indexes: %s', (typed, indexed) => {
    expect(pagePathOf(vitalis, typed)).toBe(indexed)
  })

  it.each([
    ['no leading slash', 'produkte'],
    ['a protocol-relative address', '//evil.example/produkte'],
    ['a dot segment', '/a/../produkte'],
    ['an encoded slash', '/a%2Fb'],
    ['a control character', '/a\u0000b'],
    ['a backslash', '/a\\b'],
    ['an undecodable escape', '/a%zz'],
    ['over 512 characters', `/${'a'.repeat(512)}`],
  ])('refuses %s', (_, typed) => {
    expect(pagePathOf(vitalis, typed)).toBeNull()
  })
})
