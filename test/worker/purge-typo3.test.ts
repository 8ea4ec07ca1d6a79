import { describe, expect, it } from 'vitest'
import { freshCmsForEachTest, readEntry } from './helpers'
import {
  ABOUT_DE,
  ABOUT_EN,
  ALL_KEYS,
  GUIDE,
  LITOZIN_PRODUCTS,
  PRODUCTS_VARIANTS,
  allBut,
  purge,
  purgeLog,
  remaining,
  seedPages,
  warm,
} from './purge-fixtures'

/**
 * What a TYPO3 cache-clear hook sends (src/worker/purge/purge-request.ts): the page uid, or
 * TYPO3's page cache tags `pageId_<uid>`, with the site it belongs to if it knows it.
 */
freshCmsForEachTest(seedPages)

const keysOf = async (response: Response) => {
  expect(response.status).toBe(200)
  const body = (await response.json()) as { keys: string[]; ignored?: string[] }
  return { ...body, keys: [...body.keys].sort() }
}

describe('cache purge from a TYPO3 hook', () => {
  it('marks the page stale in every locale and keeps it when the hook asks for a soft purge', async () => {
    await warm()
    const body = await keysOf(await purge({ site: 'vitalis-de', pageUid: 42, mode: 'soft' }))
    expect(body).toMatchObject({ mode: 'soft', status: 'complete', removed: 2 })
    expect(body.keys).toEqual([ABOUT_DE, ABOUT_EN].sort())
    expect(await remaining()).toEqual({ kv: ALL_KEYS, d1: ALL_KEYS })
    expect(await readEntry(ABOUT_EN)).toMatchObject({ freshForMs: 0 })
    expect(await purgeLog()).toMatchObject([{ scope: 'page', removed: 2 }])
  })

  it('answers 400 and purges nothing for a mode it does not know', async () => {
    await warm()
    const response = await purge({ site: 'vitalis-de', pageUid: 42, mode: 'gentle' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ issues: [expect.stringContaining('soft')] })
    expect(await remaining()).toEqual({ kv: ALL_KEYS, d1: ALL_KEYS })
  })

  it('removes every locale of the page on the given site when it sends a page uid and a site', async () => {
    await warm()
    const body = await keysOf(await purge({ site: 'vitalis-de', pageUid: 42 }))
    expect(body.keys).toEqual([ABOUT_DE, ABOUT_EN].sort())
    expect(await purgeLog()).toMatchObject([
      { actor: 'default', scope: 'page', target: 'vitalis-de page 42', removed: 2 },
    ])
  })

  it('keeps the same page uid of another site when the hook names its site by base URL', async () => {
    await warm()
    const body = await keysOf(await purge({ site: 'http://localhost/', pageUid: '5' }))
    expect(body.keys).toEqual([...PRODUCTS_VARIANTS].sort())
    expect((await remaining()).kv).toContain(LITOZIN_PRODUCTS)
  })

  it('removes the page on every site when the hook sends no site', async () => {
    await warm()
    const body = await keysOf(await purge({ pageUid: 5 }))
    expect(body.keys).toEqual([...PRODUCTS_VARIANTS, LITOZIN_PRODUCTS].sort())
  })

  it('removes the pages of its pageId_ tags and reports the tags it does not know', async () => {
    await warm()
    const body = await keysOf(
      await purge({ site: 'vitalis-de', tags: ['pageId_6', 'pageId_42', 'tt_content_7', 'pages'] }),
    )
    expect(body.keys).toEqual([GUIDE, ABOUT_DE, ABOUT_EN].sort())
    expect(body.ignored).toEqual(['tt_content_7', 'pages'])
    expect(await remaining()).toEqual({
      kv: allBut(GUIDE, ABOUT_DE, ABOUT_EN),
      d1: allBut(GUIDE, ABOUT_DE, ABOUT_EN),
    })
    expect(await purgeLog()).toMatchObject([{ scope: 'tags', removed: 3 }])
  })

  it('removes nothing and logs it when no tag names a page', async () => {
    await warm()
    const body = await keysOf(await purge({ tags: ['tx_news_domain_model_news_3'] }))
    expect(body.keys).toEqual([])
    expect((await remaining()).kv).toEqual(ALL_KEYS)
    expect(await purgeLog()).toMatchObject([{ scope: 'tags', removed: 0 }])
  })

  it.each([
    ['both a page uid and tags', { pageUid: 5, tags: ['pageId_5'] }],
    ['a page uid that is no uid', { pageUid: 'abc' }],
    ['a page uid of 0', { pageUid: 0 }],
    ['tags that are no list', { tags: 'pageId_5' }],
    ['a site no storefront site is', { site: 'www.example.org', pageUid: 5 }],
  ])('answers 400 and removes nothing when the hook sends %s', async (_, body) => {
    await warm()
    const response = await purge(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'Invalid purge request' })
    expect((await remaining()).kv).toEqual(ALL_KEYS)
  })
})
