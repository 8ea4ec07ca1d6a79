import { describe, expect, it } from 'vitest'
import { isSitePath, leavesSite } from './site-link'

describe('isSitePath', () => {
  it('accepts site-relative paths, not protocol-relative or absolute URLs', () => {
    expect(isSitePath('/ratgeber')).toBe(true)
    expect(isSitePath('/')).toBe(true)
    expect(isSitePath('//evil.example/x')).toBe(false)
    expect(isSitePath('https://www.example.org/')).toBe(false)
    expect(isSitePath('ratgeber')).toBe(false)
  })
})

describe('leavesSite', () => {
  const origin = 'https://www.vitalis.example'

  it('is true for http(s) links to another origin, protocol-relative ones included', () => {
    expect(leavesSite('https://www.example.org/vitalis/karriere', origin)).toBe(true)
    expect(leavesSite('http://www.vitalis.example/impressum', origin)).toBe(true)
    expect(leavesSite('//www.example.org/x', origin)).toBe(true)
  })

  it("is false for site paths, relative links and absolute links to the page's own origin", () => {
    for (const href of ['/impressum', 'agb', '#top', '?page=2', `${origin}/agb`])
      expect(leavesSite(href, origin), href).toBe(false)
  })

  it('is false for links that open no website: mailto:, tel:, and unparsable ones', () => {
    for (const href of ['mailto:service@vitalis.example', 'tel:+4980048482547', 'http://['])
      expect(leavesSite(href, origin), href).toBe(false)
  })

  it('treats every absolute http(s) link as leaving when the origin is unknown', () => {
    expect(leavesSite('https://www.vitalis.example/agb')).toBe(true)
    expect(leavesSite('https://www.vitalis.example/agb', 'not a url')).toBe(true)
    expect(leavesSite('/agb')).toBe(false)
  })
})
