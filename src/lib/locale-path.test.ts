import { describe, expect, it } from 'vitest'
import { matchLocale, trimTrailingSlash, withLocale } from './locale-path'

describe('matchLocale', () => {
  it('takes the first segment when it is a configured locale', () => {
    expect(matchLocale('/en/about', ['de', 'en'], 'de')).toEqual({ locale: 'en', prefixed: true })
  })
  it('falls back to the default locale when the first segment is not a locale', () => {
    expect(matchLocale('/english/about', ['de', 'en'], 'de')).toEqual({
      locale: 'de',
      prefixed: false,
    })
  })
  it('uses the default locale for the root', () => {
    expect(matchLocale('/', ['de', 'en'], 'de')).toEqual({ locale: 'de', prefixed: false })
  })
})

describe('withLocale', () => {
  it('adds no prefix for the default locale', () => {
    expect(withLocale('/about', 'de', 'de')).toBe('/about')
  })
  it('prefixes other locales and maps the root to the bare prefix', () => {
    expect(withLocale('/about', 'en', 'de')).toBe('/en/about')
    expect(withLocale('/', 'en', 'de')).toBe('/en')
  })
})

describe('trimTrailingSlash', () => {
  it('trims trailing slashes but keeps the root', () => {
    expect(trimTrailingSlash('/en/about//')).toBe('/en/about')
    expect(trimTrailingSlash('/')).toBe('/')
  })
})
