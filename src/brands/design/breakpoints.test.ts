import { describe, expect, it } from 'vitest'
import { BREAKPOINTS, mediaQuery } from './breakpoints'

describe('breakpoints', () => {
  it('match SPEC.md section 9 when read in px', () => {
    expect(BREAKPOINTS).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 })
  })
  it('build a min-width media query when given a name', () => {
    expect(mediaQuery('lg')).toBe('(min-width: 1024px)')
    expect(mediaQuery('2xl')).toBe('(min-width: 1536px)')
  })
})
