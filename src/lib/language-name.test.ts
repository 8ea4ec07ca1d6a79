import { describe, expect, it } from 'vitest'
import { languageName } from './language-name'

describe('languageName', () => {
  it('names a language in the page’s language', () => {
    expect(languageName('en-DE', 'de')).toBe('German')
    expect(languageName('de-DE', 'en')).toBe('Englisch')
    expect(languageName('de-AT', 'de')).toBe('Deutsch')
  })

  it('gives the code where Intl cannot name the language or read the page’s tag', () => {
    expect(languageName('en', 'not a language')).toBe('not a language')
    expect(languageName('??', 'de')).toBe('de')
  })
})
