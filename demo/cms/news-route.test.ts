import { describe, expect, it } from 'vitest'
import { pageSchema } from './headless-schema'
import { resolveCms } from './resolve'
import { SITE_SPECS } from './sites'
import { getJson } from './test-support'
import type { PageJson } from './types'

interface NewsData {
  list?: { title: string; slug: string; datetime: string; categories: { slug: string }[] }[]
  pagination?: {
    prev: string | null
    next: string | null
    pages: { link: string; current: string }[]
  } | null
  categoryMenu?: {
    link: string
    current: number
    categories: { slug: string; link: string; current: number }[]
  }
  detail?: { title: string; author: { author: string }; related: { slug: string }[] }
}

const pageAt = (site: string, path: string, query = '') => {
  const answer = resolveCms(site, path, undefined, new URLSearchParams(query))
  if (answer.kind !== 'page') throw new Error(`${path}?${query}: ${answer.kind}`)
  return answer.body as PageJson
}

const newsData = (page: PageJson): NewsData => {
  const plugin = Object.values(page.content)
    .flat()
    .find((element) => element.type === 'news_pi1')
  if (!plugin) throw new Error(`${page.slug}: no news plugin`)
  return plugin.content.data as NewsData
}

/** Every article's detail path of every brand site and locale. */
const articlePaths = SITE_SPECS.flatMap((site) =>
  site.locales.flatMap((locale, index) =>
    (locale.news?.records ?? []).map((record) => ({
      siteId: site.id,
      path: `${index === 0 ? '' : `/${locale.code}`}${locale.news?.detailSlug}/${record.pathSegment}`,
    })),
  ),
)

describe('demo CMS news (the guide)', () => {
  it('lists the newest articles first, one page of them, with the pages linked', () => {
    const data = newsData(pageAt('vitalis-de', '/ratgeber'))
    expect(data.list).toHaveLength(6)
    const dates = data.list?.map((record) => record.datetime) ?? []
    expect(dates).toEqual([...dates].sort().reverse())
    expect(data.pagination?.pages.map((page) => [page.link, page.current])).toEqual([
      ['/ratgeber', '1'],
      ['/ratgeber?page=2', '0'],
    ])
    expect(data.pagination?.next).toBe('/ratgeber?page=2')
    expect(newsData(pageAt('vitalis-de', '/ratgeber', 'page=2')).list).toHaveLength(1)
  })

  it('filters by category, keeping it in the page links, and marks it current in the menu', () => {
    const data = newsData(pageAt('litozin-de', '/ratgeber', 'category=bewegung'))
    expect(data.list?.every((record) => record.categories.some((c) => c.slug === 'bewegung'))).toBe(
      true,
    )
    expect(data.categoryMenu?.current).toBe(0)
    expect(data.categoryMenu?.categories.find((c) => c.current === 1)?.slug).toBe('bewegung')
    const vitamins = newsData(pageAt('vitalis-de', '/ratgeber', 'category=vitamine'))
    expect(vitamins.list?.length).toBeGreaterThan(0)
    expect(vitamins.categoryMenu?.categories[0]?.link).toBe('/ratgeber?category=vitamine')
  })

  it('shows the last page past the end, the first for junk, and all for an unknown category', () => {
    const last = newsData(pageAt('vitalis-de', '/ratgeber', 'page=99'))
    expect(last.pagination?.pages.at(-1)?.current).toBe('1')
    const junk = newsData(pageAt('vitalis-de', '/ratgeber', 'page=abc'))
    expect(junk.pagination?.pages[0]?.current).toBe('1')
    const unknown = newsData(pageAt('vitalis-de', '/ratgeber', 'category=gibt-es-nicht'))
    expect(unknown.categoryMenu?.current).toBe(1)
    expect(unknown.list).toHaveLength(6)
  })

  it('answers every article of every site and locale as a page of the EXT:headless schema', async () => {
    expect(articlePaths.length).toBeGreaterThanOrEqual(20)
    for (const { siteId, path } of articlePaths) {
      const answer = await getJson(`/cms/${siteId}${path}`)
      expect(answer.status, path).toBe(200)
      const parsed = pageSchema.safeParse(answer.body)
      expect(parsed.error?.issues ?? [], `${siteId}${path}`).toEqual([])
      const page = answer.body as PageJson
      expect(page.breadcrumbs.at(-1)).toMatchObject({ link: path, current: 1 })
      for (const related of newsData(page).detail?.related ?? []) {
        expect((await getJson(`/cms/${siteId}${related.slug}`)).status, related.slug).toBe(200)
      }
    }
  })

  it("gives an article its title, author and the list's breadcrumbs", () => {
    const page = pageAt('vitalis-de', '/ratgeber/artikel/vitamin-d-im-winter')
    expect(page.meta?.title).toBe('Vitamin D im Winter: Worauf es jetzt ankommt')
    expect(newsData(page).detail?.author.author).toBe('Dr. Anna Berger')
    expect(page.breadcrumbs.map((crumb) => crumb.link)).toEqual([
      '/',
      '/ratgeber',
      '/ratgeber/artikel/vitamin-d-im-winter',
    ])
  })

  it("links an article's translation, or that language's home page where there is none", () => {
    const translated = pageAt('vitalis-de', '/ratgeber/artikel/vitamin-d-im-winter')
    expect(translated.i18n.map((entry) => [entry.link, entry.available])).toEqual([
      ['/ratgeber/artikel/vitamin-d-im-winter', 1],
      ['/en/guide/articles/vitamin-d-in-winter', 1],
    ])
    const untranslated = pageAt('vitalis-de', '/ratgeber/artikel/genug-trinken')
    expect(untranslated.i18n.map((entry) => [entry.link, entry.available])).toEqual([
      ['/ratgeber/artikel/genug-trinken', 1],
      ['/en/', 0],
    ])
  })

  it.each([
    '/ratgeber/artikel',
    '/ratgeber/artikel/gibt-es-nicht',
    '/en/guide/articles/genug-trinken',
  ])('answers %s as not found', (path) => {
    expect(resolveCms('vitalis-de', path, undefined).kind).toBe('not-found')
  })
})
