// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import type { Page } from '../../lib/page'
import { elementStructuredData } from '../page-structured-data'
import { parseContentElement } from '../registry/schemas'
import { element, newsDetailElement, newsListElement } from '../testing'
import { column, renderStatic } from '../testing/harness'

const listData = newsListElement.content.data as Record<string, unknown>
const withListData = (data: Record<string, unknown>) =>
  element(1210, 'news_pi1', { ...newsListElement.content, data: { ...listData, ...data } })

const pageOf = (...elements: Page['content']['colPos0']) =>
  ({ content: { colPos0: elements.map(parseContentElement) } }) as unknown as Page

describe('NewsElement (list action)', () => {
  it('shows each record as a teaser with picture, categories, date and a link to its detail', () => {
    const container = renderStatic(column([newsListElement]))
    const teasers = container.querySelectorAll('.ce-news-teaser')
    expect(teasers).toHaveLength(2)
    const first = teasers[0]!
    expect(first.querySelector('h3 a')?.getAttribute('href')).toBe(
      '/ratgeber/artikel/vitamin-d-im-winter-71',
    )
    expect(first.querySelector('img')?.getAttribute('src')).toBe(
      'https://cms.vitalis.example/fileadmin/hero/immunsystem-winter.jpg',
    )
    // The title names the link: the picture beside it is decoration.
    expect(first.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(first.querySelector('.ce-news-teaser__categories')?.textContent).toBe('Vitamine')
    // 23:30 UTC on 3 November is already the 4th in Berlin (SPEC.md section 9).
    const date = first.querySelector('time')
    expect(date?.textContent).toBe('04.11.26')
    expect(date?.getAttribute('datetime')).toBe('2026-11-03T23:30:00.000Z')
  })

  it('writes dates in the order of the page language', () => {
    const container = renderStatic(column([newsListElement], { languageTag: 'en-GB' }))
    expect(container.querySelector('time')?.textContent).toBe('04/11/26')
  })

  it('puts teaser titles one level below the element header', () => {
    const container = renderStatic(column([newsListElement]))
    expect(container.querySelector('h2')?.textContent).toBe('Neu im Ratgeber')
    expect(container.querySelectorAll('h3')).toHaveLength(2)
  })

  it('links the categories as a filter, the one shown marked current', () => {
    const container = renderStatic(column([newsListElement]))
    const nav = container.querySelector('nav.ce-news-categories')
    expect(nav?.getAttribute('aria-label')).toBe('Themen')
    const links = [...(nav?.querySelectorAll('a') ?? [])]
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Alle Themen', '/ratgeber'],
      ['Vitamine', '/ratgeber?category=vitamine'],
      ['Alltag', '/ratgeber?category=alltag'],
    ])
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['page', null, null])
  })

  it("links the pages the CMS built, the current one marked, with a next page's link", () => {
    const container = renderStatic(column([newsListElement]))
    const pages = container.querySelector('nav.ce-news-pages')
    const numbers = [...(pages?.querySelectorAll('.ce-news-pages__page') ?? [])]
    expect(numbers.map((link) => link.getAttribute('href'))).toEqual([
      '/ratgeber',
      '/ratgeber?page=2',
    ])
    expect(numbers[0]?.getAttribute('aria-current')).toBe('page')
    expect(numbers[1]?.getAttribute('aria-label')).toBe('Seite 2')
    expect(pages?.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/ratgeber?page=2')
    expect(pages?.querySelector('a[rel="prev"]')).toBeNull()
  })

  it('says so when a category has no records, and shows no pages', () => {
    const container = renderStatic(column([withListData({ list: [], pagination: null })]))
    expect(container.querySelector('.ce-news__empty')?.textContent).toBe(
      'Zu diesem Thema gibt es noch keine Artikel.',
    )
    expect(container.querySelector('nav.ce-news-pages')).toBeNull()
  })

  it('drops a broken record and a script link, keeping the rest of the list', () => {
    const [good] = listData.list as Record<string, unknown>[]
    const container = renderStatic(
      column([
        withListData({
          list: [good, { uid: 9, title: '' }, { ...good, uid: 10, slug: 'javascript:alert(1)' }],
        }),
      ]),
    )
    expect(container.querySelectorAll('.ce-news-teaser')).toHaveLength(1)
    expect(container.innerHTML).not.toContain('javascript:')
  })

  it('answers data of neither action as invalid content, not a broken page', () => {
    const parsed = parseContentElement(withListData({ settings: { action: 'search' } }))
    expect(parsed.problem).toBe('invalid-content')
  })
})

describe('NewsElement (detail action)', () => {
  it('shows the article with its title as h1, author, date, picture and body', () => {
    const container = renderStatic(column([newsDetailElement]))
    const article = container.querySelector('article.ce-news-detail')
    expect(article?.querySelector('h1')?.textContent).toBe(
      'Vitamin D im Winter: Worauf es jetzt ankommt',
    )
    expect(article?.querySelector('.ce-news-detail__author')?.textContent).toBe(
      'Von Dr. Anna Berger',
    )
    expect(article?.querySelector('.ce-news-detail__date')?.textContent).toBe('04.11.26')
    expect(article?.querySelector('.ce-news-detail__image')?.getAttribute('alt')).toBe(
      'Frau beim Joggen im winterlichen Park',
    )
    expect(article?.querySelector('.ce-news-detail__body h2')?.textContent).toBe(
      'Warum die Sonne im Winter nicht reicht',
    )
  })

  it('lists the related articles under a heading of their own', () => {
    const container = renderStatic(column([newsDetailElement]))
    const related = container.querySelector('section.ce-news-detail__related')
    const headingId = related?.getAttribute('aria-labelledby') ?? ''
    expect(related?.querySelector(`[id="${headingId}"]`)?.textContent).toBe(
      'Das könnte Sie auch interessieren',
    )
    expect(related?.querySelector('h3 a')?.textContent).toBe(
      'Gut schlafen: Fünf Abendrituale, die wirklich helfen',
    )
  })

  it('describes the article as schema.org Article for the page head', () => {
    const url = 'https://www.vitalis.example/ratgeber/artikel/vitamin-d-im-winter-71'
    expect(
      elementStructuredData(pageOf(newsDetailElement), url, 'https://www.vitalis.example'),
    ).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Vitamin D im Winter: Worauf es jetzt ankommt',
        description:
          'Zwischen Oktober und März reicht die Sonne in Deutschland kaum für die Eigenbildung.',
        image: ['https://cms.vitalis.example/fileadmin/hero/immunsystem-winter.jpg'],
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        url,
        datePublished: '2026-11-03T23:30:00.000Z',
        author: { '@type': 'Person', name: 'Dr. Anna Berger' },
        articleSection: ['Vitamine'],
        keywords: 'Vitamin D, Winter',
      },
    ])
  })

  it('gives a list page no structured data', () => {
    expect(
      elementStructuredData(pageOf(newsListElement), 'https://x.example/', 'https://x.example'),
    ).toEqual([])
  })
})
