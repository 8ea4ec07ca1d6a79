import { describe, expect, it } from 'vitest'
import { toScriptSafeJson } from './safe-json'

describe('toScriptSafeJson', () => {
  it('cannot close a script element when a value holds </script>', () => {
    const json = toScriptSafeJson({ title: '</script><script>alert(1)</script>' })
    expect(json).not.toMatch(/<\/script/i)
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>' })
  })
  it('escapes line and paragraph separators and round-trips them', () => {
    const json = toScriptSafeJson({ title: 'a\u2028b\u2029c' })
    expect(json).not.toMatch(/[\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual({ title: 'a\u2028b\u2029c' })
  })
})
