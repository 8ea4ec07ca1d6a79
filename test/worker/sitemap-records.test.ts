import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { jobsListElement, newsListElement, recipesListElement } from '../../src/elements/testing'
import { LIST_PAGES_PER_FILE } from '../../src/worker/sitemap/limits'
import { initialData, page } from '../fixtures/cms'
import { installDemoCms } from './demo-cms'
import type { FakeCms } from './fake-cms'
import { installFakeShop, type FakeShop } from './fake-shop'
import { clearCache, freshCmsForEachTest, get } from './helpers'

/**
 * The records files of the sitemap: the detail pages below the list pages the menus link (the
 * guide's articles, recipes, open job postings), read a CMS page of each list at a time
 * (`?page=N`), never one request per record, LIST_PAGES_PER_FILE list pages per file; the index
 * names every file. The site is vitalis-de (localhost, German and English), on a fake CMS and
 * on the demo CMS itself, with the fake shop's three products.
 */

const DAY = 24 * 60 * 60 * 1000
const sqlDate = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')

const navItem = (link: string) => ({
  title: link,
  link,
  target: '',
  active: 0,
  current: 0,
  spacer: 0,
  hasSubpages: 0,
  children: [],
})

const withMenus = (links: string[]) => ({
  ...initialData(),
  navigation: [{ ...navItem('/'), hasSubpages: 1, children: links.map(navItem) }],
  footer: [],
})

type Content = Record<string, unknown>
const dataOf = (element: { content: Content }) => element.content.data as Content

/** The guide's list page `current` of `pages`, with `perPage` articles each. */
const guidePage = (current: number, pages: number, perPage = 2) => {
  const [first] = dataOf(newsListElement).list as Content[]
  const link = (n: number) => (n === 1 ? '/ratgeber' : `/ratgeber?page=${n}`)
  const list = Array.from({ length: perPage }, (_, i) => {
    const uid = (current - 1) * perPage + i + 1
    return { ...first, uid, slug: `/ratgeber/artikel/a-${uid}`, pathSegment: `a-${uid}` }
  })
  const pagination = {
    first: link(1),
    last: link(pages),
    prev: current > 1 ? link(current - 1) : null,
    next: current < pages ? link(current + 1) : null,
    pages: Array.from({ length: pages }, (_, i) => ({
      page: String(i + 1),
      link: link(i + 1),
      current: i + 1 === current ? '1' : '0',
    })),
  }
  const element = {
    ...newsListElement,
    content: { ...newsListElement.content, data: { ...dataOf(newsListElement), list, pagination } },
  }
  return page({ id: 6, slug: '/ratgeber', title: 'Ratgeber', content: [element] })
}

const setGuide = (cms: FakeCms, pages: number, perPage?: number) => {
  for (let current = 1; current <= pages; current++) {
    const path = current === 1 ? '/ratgeber' : `/ratgeber?page=${current}`
    cms.set('vitalis-de', path, { status: 200, body: guidePage(current, pages, perPage) })
  }
}

/** The careers list: one posting closed yesterday, one open until next month. */
const careersPage = () => {
  const [first, second] = dataOf(jobsListElement).list as { job: Content }[]
  const list = [
    { ...first, job: { ...first?.job, validThrough: sqlDate(Date.now() - DAY) } },
    { ...second, job: { ...second?.job, validThrough: sqlDate(Date.now() + 30 * DAY) } },
  ]
  const element = {
    ...jobsListElement,
    content: { ...jobsListElement.content, data: { ...dataOf(jobsListElement), list } },
  }
  return page({ id: 30, slug: '/karriere', title: 'Karriere', content: [element] })
}

const text = async (url: string) => {
  const response = await get(url)
  return { status: response.status, body: await response.text() }
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '')

let shop: FakeShop
beforeEach(() => {
  shop = installFakeShop()
})
afterEach(() => shop.restore())

describe('records files on a fake CMS', () => {
  let cms: FakeCms
  freshCmsForEachTest((fake) => {
    cms = fake
    cms.set('vitalis-de', '/?type=834', {
      status: 200,
      body: withMenus(['/ratgeber', '/rezepte', '/karriere']),
    })
    cms.set('vitalis-de', '/en?type=834', { status: 200, body: withMenus([]) })
    cms.set('vitalis-de', '/rezepte', {
      status: 200,
      body: page({ id: 20, slug: '/rezepte', title: 'Rezepte', content: [recipesListElement] }),
    })
    cms.set('vitalis-de', '/karriere', { status: 200, body: careersPage() })
  })

  it('lists the records below the list pages, a CMS request per page of a list and none per record', async () => {
    setGuide(cms, 3)
    const index = await text('http://localhost/sitemap.xml')
    expect(index.status).toBe(200)
    expect(locsOf(index.body)).toEqual([
      'http://localhost/sitemap-pages-de.xml',
      'http://localhost/sitemap-records-de-1.xml',
      'http://localhost/sitemap-products-de-1.xml',
      'http://localhost/sitemap-pages-en.xml',
      'http://localhost/sitemap-products-en-1.xml',
    ])
    const records = await text('http://localhost/sitemap-records-de-1.xml')
    expect(records.status).toBe(200)
    expect(locsOf(records.body)).toEqual([
      ...[1, 2, 3, 4, 5, 6].map((uid) => `http://localhost/ratgeber/artikel/a-${uid}`),
      'http://localhost/rezepte/overnight-oats-zimt-apfel',
      'http://localhost/rezepte/linsensalat-rote-bete',
      // The posting that closed yesterday is left out; the open one is there.
      'http://localhost/karriere/online-marketing',
    ])
    const asked = cms.pageRequests().filter((request) => !request.endsWith('/'))
    expect(asked.filter((request) => request.includes('/ratgeber')).sort()).toEqual([
      '/cms/vitalis-de/ratgeber',
      '/cms/vitalis-de/ratgeber?page=2',
      '/cms/vitalis-de/ratgeber?page=3',
    ])
    expect(asked.some((request) => /artikel|overnight|online-marketing/.test(request))).toBe(false)
    // The pages file keeps listing the list pages themselves, and nothing below them.
    const pages = locsOf((await text('http://localhost/sitemap-pages-de.xml')).body)
    expect(pages).toContain('http://localhost/ratgeber')
    expect(pages.some((loc) => loc.includes('/artikel/'))).toBe(false)
  })

  it(`splits a long list into files of ${LIST_PAGES_PER_FILE} list pages, each named by the index`, async () => {
    setGuide(cms, 2 * LIST_PAGES_PER_FILE + 5, 1)
    const index = locsOf((await text('http://localhost/sitemap.xml')).body)
    const files = index.filter((loc) => loc.includes('/sitemap-records-'))
    expect(files).toEqual([1, 2, 3].map((n) => `http://localhost/sitemap-records-de-${n}.xml`))
    const seen: string[] = []
    for (const file of files) {
      const before = cms.pageRequests().length
      const { status, body } = await text(file)
      expect(status, file).toBe(200)
      // Within the subrequests of one invocation: a CMS request per list page of its share.
      expect(cms.pageRequests().length - before, file).toBeLessThanOrEqual(LIST_PAGES_PER_FILE)
      seen.push(...locsOf(body).filter((loc) => loc.includes('/artikel/')))
    }
    expect(seen).toHaveLength(2 * LIST_PAGES_PER_FILE + 5)
    expect(new Set(seen).size).toBe(seen.length)
    expect((await get('http://localhost/sitemap-records-de-4.xml')).status).toBe(404)
    expect((await get('http://localhost/sitemap-records-fr-1.xml')).status).toBe(404)
  })
})

describe('the demo CMS sitemap', () => {
  let demo: { restore(): void }
  beforeEach(async () => {
    await clearCache()
    demo = installDemoCms('vitalis-de')
  })
  afterEach(() => demo.restore())

  it('lists recipes, open postings and guide articles, and every file of the index answers', async () => {
    const index = await text('http://localhost/sitemap.xml')
    expect(index.status).toBe(200)
    const listed = new Set<string>()
    for (const loc of locsOf(index.body)) {
      const file = await text(loc)
      expect(file.status, loc).toBe(200)
      for (const url of locsOf(file.body)) listed.add(new URL(url).pathname)
    }
    const all = [...listed]
    expect(all.filter((path) => /^\/rezepte\/./.test(path)).length).toBeGreaterThan(3)
    expect(all.filter((path) => /^\/ratgeber\/artikel\/./.test(path)).length).toBeGreaterThan(6)
    expect(all.filter((path) => /^\/karriere\/./.test(path))).toHaveLength(5)
    expect(
      all.filter((path) => /^\/en\/(recipes|careers|guide\/articles?)\/./.test(path)).length,
    ).toBeGreaterThan(5)
    // Not the closed posting, not the draft.
    expect(all).not.toContain('/karriere/aushilfe-versand')
    expect(all).not.toContain('/vorschau/winter-kampagne')
  })

  it('answers the closed posting 410 with a notice, and leaves it out of its list', async () => {
    const posting = await get('http://localhost/karriere/aushilfe-versand')
    expect(posting.status).toBe(410)
    expect(await posting.text()).toContain('Diese Stelle ist nicht mehr ausgeschrieben')
    const list = await text('http://localhost/karriere')
    expect(list.status).toBe(200)
    expect(list.body).not.toContain('aushilfe-versand')
    expect(list.body).toContain('/karriere/pta-kundenservice')
  })
})
