import { describe, expect, it } from 'vitest'
import type { SiteLocale } from '../brands/sites'
import type { InitialData, LanguageLink, Page } from '../lib/page'
import { languageHref, pageLanguages } from './page-languages'

const LOCALES: SiteLocale[] = [
  { code: 'de', languageId: 0, twoLetterIsoCode: 'de', hreflang: 'de-DE', direction: 'ltr' },
  { code: 'en', languageId: 1, twoLetterIsoCode: 'en', hreflang: 'en-DE', direction: 'ltr' },
]

const language = (
  languageId: number,
  link: string,
  extra: Partial<LanguageLink> = {},
): LanguageLink => ({
  languageId,
  twoLetterIsoCode: ['de', 'en', 'fr'][languageId] ?? 'xx',
  hreflang: '',
  title: `Sprache ${languageId}`,
  link,
  direction: 'ltr',
  active: false,
  available: true,
  ...extra,
})

const initialData = (i18n: LanguageLink[]): InitialData => ({
  navigation: [],
  i18n,
  textsUrl: '/_texts/de/x.json',
  footer: [],
})

/** Only what pageLanguages reads of a page. */
const pageWith = (i18n: LanguageLink[]) => ({ i18n }) as Page

const ROOTS = [language(0, '/', { active: true }), language(1, '/en/'), language(2, '/fr/')]

describe('pageLanguages', () => {
  it("takes the page's languages when the page has them", () => {
    const page = pageWith([language(0, '/ueber-uns'), language(1, '/en/about-us')])
    expect(pageLanguages(page, initialData(ROOTS), LOCALES).map((entry) => entry.link)).toEqual([
      '/ueber-uns',
      '/en/about-us',
    ])
  })

  it("takes the initial data's languages when the page has none, or there is no page", () => {
    const links = ['/', '/en']
    expect(
      pageLanguages(pageWith([]), initialData(ROOTS), LOCALES).map((entry) => entry.link),
    ).toEqual(links)
    expect(pageLanguages(null, initialData(ROOTS), LOCALES).map((entry) => entry.link)).toEqual(
      links,
    )
  })

  it('leaves out every language the site does not serve, by TYPO3 language id', () => {
    const page = pageWith([language(0, '/a'), language(2, '/fr/a'), language(7, '/x/a')])
    expect(pageLanguages(page, initialData([]), LOCALES).map((entry) => entry.languageId)).toEqual([
      0,
    ])
  })

  it("fills an empty hreflang and language code from the site's locale, keeping the CMS's own", () => {
    const page = pageWith([
      language(0, '/a', { hreflang: '' }),
      language(1, '/en/a', { hreflang: 'en-GB', twoLetterIsoCode: '' }),
    ])
    expect(
      pageLanguages(page, initialData([]), LOCALES).map((entry) => [
        entry.hreflang,
        entry.twoLetterIsoCode,
      ]),
    ).toEqual([
      ['de-DE', 'de'],
      ['en-GB', 'en'],
    ])
  })

  it('keeps one entry per language, the first the CMS lists', () => {
    const page = pageWith([language(1, '/en/a'), language(0, '/a'), language(1, '/en/b')])
    expect(pageLanguages(page, initialData([]), LOCALES).map((entry) => entry.link)).toEqual([
      '/en/a',
      '/a',
    ])
  })

  it('drops the trailing slash of a link, but not of the root or an empty link', () => {
    const page = pageWith([
      language(0, '/'),
      language(1, '', { available: false }),
      language(0, '/dupe/'),
    ])
    expect(pageLanguages(page, initialData([]), LOCALES).map((entry) => entry.link)).toEqual([
      '/',
      '',
    ])
    const absolute = pageWith([language(1, 'https://www.vitalis.example/en/')])
    expect(pageLanguages(absolute, initialData([]), LOCALES)[0]?.link).toBe(
      'https://www.vitalis.example/en',
    )
  })

  it("links a language the page is not translated into to that language's home page", () => {
    const page = pageWith([
      language(0, '/ratgeber/artikel/genug-trinken', { active: true }),
      language(1, '/en/ratgeber/artikel/genug-trinken', { available: false }),
    ])
    const languages = pageLanguages(page, initialData(ROOTS), LOCALES)
    expect(languages.map((entry) => [entry.link, entry.available])).toEqual([
      ['/ratgeber/artikel/genug-trinken', true],
      ['/en', false],
    ])
  })

  it('keeps what the CMS says of availability, activity, title and direction', () => {
    const entry = language(1, '/en/a', { active: true, available: false, title: 'English' })
    expect(pageLanguages(pageWith([entry]), initialData([]), LOCALES)).toEqual([
      { ...entry, hreflang: 'en-DE' },
    ])
  })
})

describe('languageHref', () => {
  it("keeps the page's query for the page's translation: filters, search, sort, page", () => {
    const english = language(1, '/en/products')
    expect(languageHref(english, '?q=zink&category=MTI%3D&sort=price-asc&page=2')).toBe(
      '/en/products?q=zink&category=MTI%3D&sort=price-asc&page=2',
    )
    expect(languageHref(english, '')).toBe('/en/products')
    expect(languageHref(english, '?')).toBe('/en/products')
  })

  it('replaces a query or fragment of the link itself rather than appending a second one', () => {
    expect(languageHref(language(1, '/en/products?x=1#top'), '?q=zink')).toBe('/en/products?q=zink')
  })

  it('keeps nothing for the home page a page without translation leads to', () => {
    const home = language(1, '/en', { available: false })
    expect(languageHref(home, '?q=zink')).toBe('/en')
  })
})
