import { describe, expect, it } from 'vitest'
import { freshCmsForEachTest } from './helpers'
import {
  ABOUT_DE,
  ABOUT_EN,
  ALL_KEYS,
  GUIDE,
  INITIAL_EN,
  LITOZIN_PRODUCTS,
  PRODUCTS_VARIANTS,
  allBut,
  purge,
  purgeLog,
  remaining,
  seedPages,
  warm,
} from './purge-fixtures'

freshCmsForEachTest(seedPages)

interface Answer {
  editor: string
  scope: string
  target: string
  removed: number
  keys: string[]
}

/** Purges, expects 200, and answers the body with its keys sorted. */
const purged = async (body: unknown): Promise<Answer> => {
  const response = await purge(body)
  expect(response.status).toBe(200)
  const answer = (await response.json()) as Answer
  return { ...answer, keys: [...answer.keys].sort() }
}

const expectUntouched = async () =>
  expect(await remaining()).toEqual({ kv: ALL_KEYS, d1: ALL_KEYS })

describe('cache purge of several paths', () => {
  it('removes every listed path of the site, with its query variants, in one logged purge', async () => {
    await warm()
    const answer = await purged({
      scope: 'paths',
      site: 'vitalis-de',
      paths: ['/produkte', '/ratgeber', '/en/about-us'],
    })
    const gone = [...PRODUCTS_VARIANTS, GUIDE, ABOUT_EN]
    expect(answer).toMatchObject({ scope: 'paths', removed: 5, keys: [...gone].sort() })
    expect(await remaining()).toEqual({ kv: allBut(...gone), d1: allBut(...gone) })
    expect(await purgeLog()).toMatchObject([
      { scope: 'paths', target: 'vitalis-de: /produkte, /ratgeber, /en/about-us', removed: 5 },
    ])
  })

  it('finds the page when the path is typed as a browser would show it', async () => {
    await warm()
    // Trailing slash, the default locale's prefix, a query and a fragment: all one page.
    const answer = await purged({
      scope: 'paths',
      site: 'localhost',
      paths: ['/produkte/', '/de/ratgeber?utm=x#top'],
    })
    expect(answer.keys).toEqual([...PRODUCTS_VARIANTS, GUIDE].sort())
  })

  it('removes nothing and answers 400 naming each bad path when one of them is not a page path', async () => {
    await warm()
    const response = await purge({
      scope: 'paths',
      site: 'vitalis-de',
      paths: ['/produkte', '/a/../../etc', '/x%2Fy'],
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { issues: string[] }
    expect(body.issues).toHaveLength(2)
    expect(body.issues.join()).toContain('/x%2Fy')
    await expectUntouched()
    expect(await purgeLog()).toEqual([])
  })

  it.each([
    ['no paths', { scope: 'paths', site: 'vitalis-de', paths: [] }],
    ['51 paths', { scope: 'paths', site: 'vitalis-de', paths: Array(51).fill('/produkte') }],
    ['an unknown site', { scope: 'paths', site: 'nowhere-de', paths: ['/produkte'] }],
  ])('answers 400 and removes nothing when the request names %s', async (_, body) => {
    await warm()
    const response = await purge(body)
    expect(response.status).toBe(400)
    await response.text()
    await expectUntouched()
  })
})

describe('cache purge by page address', () => {
  it('finds each address on the site its host serves', async () => {
    await warm()
    const answer = await purged({
      scope: 'urls',
      urls: ['http://localhost/en/about-us', 'http://litozin.localhost:8787/produkte?page=9'],
    })
    expect(answer).toMatchObject({
      scope: 'urls',
      target: 'vitalis-de/en/about-us, litozin-de/produkte',
      keys: [ABOUT_EN, LITOZIN_PRODUCTS].sort(),
    })
    expect(await remaining()).toEqual({
      kv: allBut(ABOUT_EN, LITOZIN_PRODUCTS),
      d1: allBut(ABOUT_EN, LITOZIN_PRODUCTS),
    })
  })

  it('takes a path alone as an address on the host the request was sent to', async () => {
    await warm()
    const answer = await purged({ scope: 'urls', urls: ['/ueber-uns'] })
    expect(answer.keys).toEqual([ABOUT_DE])
  })

  it.each([
    ['a host no site serves', 'https://www.example.org/produkte'],
    ['an address that is no web address', 'javascript:alert(1)'],
  ])('answers 400 and removes nothing for %s', async (_, url) => {
    await warm()
    const response = await purge({ scope: 'urls', urls: ['http://localhost/produkte', url] })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { issues: string[] }).issues).toHaveLength(1)
    await expectUntouched()
  })
})

describe('cache purge of a site or one of its locales', () => {
  it('removes the pages and initial data of that locale only when a locale is named', async () => {
    await warm()
    const answer = await purged({ scope: 'site', site: 'vitalis-de', locale: 'en' })
    expect(answer).toMatchObject({ target: 'vitalis-de (en)', keys: [ABOUT_EN, INITIAL_EN].sort() })
    expect(await remaining()).toEqual({
      kv: allBut(ABOUT_EN, INITIAL_EN),
      d1: allBut(ABOUT_EN, INITIAL_EN),
    })
  })

  it('finds the site by one of its hostnames or its base URL as well as by its id', async () => {
    await warm()
    expect((await purged({ scope: 'site', site: 'litozin.localhost' })).removed).toBe(3)
    await warm()
    expect((await purged({ scope: 'site', site: 'http://localhost:8787/' })).removed).toBe(10)
  })

  it('answers 400 naming the locales the site has when the locale is not one of them', async () => {
    await warm()
    const response = await purge({ scope: 'site', site: 'vitalis-de', locale: 'fr' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ issues: [expect.stringContaining('de, en')] })
    await expectUntouched()
  })

  it('removes a page id on the named site only when the page scope names a site', async () => {
    await warm()
    // Page id 5 is /produkte on both vitalis-de and litozin-de (two CMS instances).
    const answer = await purged({ scope: 'page', pageId: 5, site: 'vitalis-de' })
    expect(answer.keys).toEqual([...PRODUCTS_VARIANTS].sort())
    expect(await remaining()).toEqual({
      kv: allBut(...PRODUCTS_VARIANTS),
      d1: allBut(...PRODUCTS_VARIANTS),
    })
  })
})
