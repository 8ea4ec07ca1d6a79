import { describe, expect, it } from 'vitest'
import { initialData, language, page, seoPage } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import { freshCmsForEachTest, get, parseDocument, withoutScripts } from './helpers'

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
})

/** An initial data `i18n` entry as TYPO3 sends it: no hreflang unless the site config sets one. */
const root = (languageId: number, code: string, title: string, link: string, active = 0) => ({
  languageId,
  locale: `${code}_${code.toUpperCase()}.UTF-8`,
  title,
  navigationTitle: title,
  twoLetterIsoCode: code,
  hreflang: '',
  direction: 'ltr',
  flag: code,
  link,
  active,
  current: 0,
  available: 1,
})

/** vitalis-de serves German (language 0) and English (1); its TYPO3 site also has French (2). */
const ROOTS = [
  root(0, 'de', 'Deutsch', '/', 1),
  root(1, 'en', 'English', '/en/'),
  root(2, 'fr', 'Français', '/fr/'),
]

const render = async (url: string) => {
  const response = await get(url)
  expect(response.status).toBe(200)
  const html = await response.text()
  return { html, doc: parseDocument(html) }
}

const alternates = (links: Record<string, string>[]) =>
  links
    .filter((link) => link.rel === 'alternate')
    .map((link) => [link.hreflang, link.href])
    .sort()

/** The language switcher's entries: [hreflang, href, text]. */
const switcherEntries = (html: string) => {
  const list = withoutScripts(html).match(/<ul class="sf-locale__list">([\s\S]*?)<\/ul>/)?.[1]
  return [
    ...(list ?? '').matchAll(/<a [^>]*href="([^"]*)" hrefLang="([^"]*)"[^>]*>([^<]*)<\/a>/g),
  ].map(([, href, hreflang, text]) => [hreflang, href, text])
}

describe('languages of a page', () => {
  it("takes alternates and switcher from the initial data when the page has no i18n, filtered to the site's locales, hreflang from the site", async () => {
    cms.set('vitalis-de', '/?type=834', { status: 200, body: { ...initialData(), i18n: ROOTS } })
    cms.set('vitalis-de', '/ohne-sprachen', {
      status: 200,
      body: page({ id: 21, slug: '/ohne-sprachen', i18n: [] }),
    })
    const { html, doc } = await render('http://localhost/ohne-sprachen')
    expect(alternates(doc.links)).toEqual([
      ['de-DE', 'http://localhost/'],
      ['en-DE', 'http://localhost/en'],
      ['x-default', 'http://localhost/'],
    ])
    expect(switcherEntries(html)).toEqual([
      ['de-DE', '/', 'Deutsch'],
      ['en-DE', '/en', 'English'],
    ])
    expect(doc.html.lang).toBe('de-DE')
    expect(withoutScripts(html)).not.toContain('Français')
    expect(withoutScripts(html)).not.toContain('/fr')
  })

  it("lists a language the site does not serve neither as alternate nor in the switcher when the page's i18n names it", async () => {
    cms.set('vitalis-de', '/?type=834', { status: 200, body: { ...initialData(), i18n: ROOTS } })
    cms.set('vitalis-de', '/en/about-us', {
      status: 200,
      body: page({
        id: 42,
        slug: '/en/about-us',
        i18n: [
          language(0, 'de-DE', '/ueber-uns', { title: 'Deutsch' }),
          language(1, '', '/en/about-us', { title: 'English', active: 1 }),
          language(2, 'fr-FR', '/fr/a-propos', { title: 'Français' }),
        ],
      }),
    })
    const { html, doc } = await render('http://localhost/en/about-us')
    // The page's own translations, not the initial data's home pages.
    expect(alternates(doc.links)).toEqual([
      ['de-DE', 'http://localhost/ueber-uns'],
      ['en-DE', 'http://localhost/en/about-us'],
      ['x-default', 'http://localhost/ueber-uns'],
    ])
    expect(switcherEntries(html)).toEqual([
      ['de-DE', '/ueber-uns', 'Deutsch'],
      ['en-DE', '/en/about-us', 'English'],
    ])
    expect(doc.html.lang).toBe('en-DE')
    expect(withoutScripts(html)).not.toContain('Français')
  })

  it('leaves out an seo alternate of a language the site does not serve', async () => {
    cms.set('vitalis-de', '/seo', {
      status: 200,
      body: seoPage({
        id: 7,
        slug: '/seo',
        seo: {
          title: 'SEO',
          link: [
            { rel: 'alternate', hreflang: 'de-DE', href: 'https://www.vitalis.example/seo' },
            { rel: 'alternate', hreflang: 'fr-FR', href: 'https://www.vitalis.example/fr/seo' },
            { rel: 'alternate', hreflang: 'en', href: 'https://www.vitalis.example/en/seo' },
          ],
        },
      }),
    })
    const { doc } = await render('http://localhost/seo')
    expect(alternates(doc.links)).toEqual([
      ['de-DE', 'https://www.vitalis.example/seo'],
      ['en', 'https://www.vitalis.example/en/seo'],
      ['x-default', 'https://www.vitalis.example/seo'],
    ])
  })
})
