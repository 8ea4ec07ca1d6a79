import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import manifest from '../../build/manifest.json'
import { installDemoCms } from './demo-cms'
import { clearCache, get, parseDocument, withoutScripts } from './helpers'

/**
 * The health guide on vitalis-de against the demo CMS's real answers: EXT:news' list plugin on
 * /ratgeber (filtered and paged by the CMS through the whitelisted `category` and `page`), and
 * its detail action at /ratgeber/artikel/<path segment>.
 */

let demo: { restore(): void }
beforeAll(() => {
  demo = installDemoCms('vitalis-de')
})
afterAll(() => demo.restore())
beforeEach(clearCache)

const html = async (url: string, status = 200) => {
  const response = await get(url)
  expect(response.status, url).toBe(status)
  return response.text()
}

const teaserTitles = (page: string) =>
  [...withoutScripts(page).matchAll(/class="ce-news-teaser__link"[^>]*>([^<]+)</g)].map(
    (match) => match[1],
  )

const articleData = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  )

describe('health guide', () => {
  it('lists the newest articles with category filter, dates and the pages, on the server', async () => {
    const page = withoutScripts(await html('http://localhost/ratgeber'))
    expect(teaserTitles(page)).toHaveLength(6)
    expect(teaserTitles(page)[0]).toBe('Vitamin D im Winter: Worauf es jetzt ankommt')
    expect(page).toMatch(/<time[^>]*dateTime="2026-11-10T07:00:00.000Z"[^>]*>10.11.26<\/time>/)
    expect(page).toContain('href="/ratgeber?category=mineralstoffe"')
    expect(page).toMatch(/<a[^>]*href="\/ratgeber\?page=2"[^>]*rel="next"/)
  })

  it('filters by category and pages through the CMS, each its own address', async () => {
    const minerals = withoutScripts(await html('http://localhost/ratgeber?category=mineralstoffe'))
    expect(teaserTitles(minerals)).toEqual([
      'Magnesium und Sport: Was Ihre Muskeln brauchen',
      'Zink: Kleines Spurenelement, große Aufgaben',
    ])
    expect(minerals).toMatch(/aria-current="page"[^>]*>Mineralstoffe</)
    const second = withoutScripts(await html('http://localhost/ratgeber?page=2&utm_source=x'))
    expect(teaserTitles(second)).toEqual(['Fünf Routinen für gute Abwehrkräfte im Herbst'])
  })

  it('gives client navigation the filtered list in the payload', async () => {
    const response = await get(
      `http://localhost/ratgeber/_payload.json?category=vitamine&v=${manifest.buildId}`,
    )
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toContain('Vitamin B12 bei veganer Ernährung')
    expect(text).not.toContain('Magnesium und Sport')
  })

  it('shows an article with author, date and related articles, described as schema.org Article', async () => {
    const page = await html('http://localhost/ratgeber/artikel/vitamin-d-im-winter')
    const body = withoutScripts(page)
    expect(body).toMatch(/<h1[^>]*>Vitamin D im Winter: Worauf es jetzt ankommt<\/h1>/)
    expect(body).toContain('Von Dr. Anna Berger')
    expect(body).toContain('Das könnte Sie auch interessieren')
    expect(body).toContain('href="/ratgeber/artikel/magnesium-und-sport"')
    const head = parseDocument(page)
    expect(head.title).toContain('Vitamin D im Winter: Worauf es jetzt ankommt')
    // Open Graph's type follows the structured data: the page is an article.
    expect(head.meta['og:type']).toBe('article')
    expect(head.links).toContainEqual(
      expect.objectContaining({
        rel: 'alternate',
        hreflang: 'en-DE',
        href: 'http://localhost/en/guide/articles/vitamin-d-in-winter',
      }),
    )
    expect(articleData(page)).toEqual([
      expect.objectContaining({
        '@type': 'Article',
        headline: 'Vitamin D im Winter: Worauf es jetzt ankommt',
        datePublished: '2026-11-10T07:00:00.000Z',
        author: { '@type': 'Person', name: 'Dr. Anna Berger' },
        mainEntityOfPage: {
          '@type': 'WebPage',
          '@id': 'http://localhost/ratgeber/artikel/vitamin-d-im-winter',
        },
      }),
    ])
  })

  it('writes the English article in English with English dates', async () => {
    const page = withoutScripts(
      await html('http://localhost/en/guide/articles/vitamin-d-in-winter'),
    )
    expect(page).toContain('By Dr. Anna Berger')
    expect(page).toContain('You might also like')
    expect(page).toMatch(/<time[^>]*>10\/11\/26<\/time>/)
  })

  it("switches languages to the article's translation, or to the home page where it has none", async () => {
    const switcher = (page: string) =>
      withoutScripts(page).match(/<ul class="sf-locale__list">([\s\S]*?)<\/ul>/)?.[1] ?? ''
    const translated = await html('http://localhost/ratgeber/artikel/vitamin-d-im-winter')
    expect(switcher(translated)).toContain('href="/en/guide/articles/vitamin-d-in-winter"')
    const untranslated = await html('http://localhost/ratgeber/artikel/genug-trinken')
    expect(switcher(untranslated)).toMatch(
      /<a class="sf-locale__link sf-locale__link--home" href="\/en" hrefLang="en-DE">/,
    )
    expect(switcher(untranslated)).toContain('Seite nicht übersetzt: zur Startseite')
    // No alternate for a translation that does not exist.
    const alternates = parseDocument(untranslated).links.filter((link) => link.rel === 'alternate')
    expect(alternates.map((link) => link.hreflang)).toEqual(['de-DE', 'x-default'])
  })

  it("answers an article the CMS does not know with the site's 404 page", async () => {
    await html('http://localhost/ratgeber/artikel/gibt-es-nicht', 404)
  })
})
