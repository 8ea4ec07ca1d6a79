import { env } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page } from '../fixtures/cms'
import { installDemoCms } from './demo-cms'
import type { FakeCms } from './fake-cms'
import { cacheKeys, clearCache, freshCmsForEachTest, get, settle, titleOf } from './helpers'

/**
 * A draft (a page TYPO3 keeps hidden) is for editors: the public gets a 404 for its address and
 * for its payload, whether the CMS keeps it back itself (TYPO3, the demo CMS) or sends it anyway;
 * an editor's preview (`?preview=1` with TYPO3's backend session) shows it, never cached.
 */

const DRAFT = '/vorschau/winter-kampagne'
const EDITOR = { headers: { cookie: 'be_typo_user=editor-session' } }

beforeEach(clearCache)

describe('a draft on the demo CMS', () => {
  let demo: { restore(): void }
  beforeEach(() => {
    demo = installDemoCms('vitalis-de')
  })
  afterEach(() => demo.restore())

  it('answers 404 to the public, as a page and as the payload of a client navigation', async () => {
    const response = await get(`http://localhost${DRAFT}`)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('Winter-Kampagne')
    const payload = await get(`http://localhost${DRAFT}/_payload.json?v=x`)
    expect(payload.status).toBe(404)
    expect(await payload.json()).toMatchObject({ payload: { kind: 'not-found' } })
  })

  it("shows an editor's preview, and stores nothing of it", async () => {
    const response = await get(`http://localhost${DRAFT}?preview=1`, EDITOR)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-cache-status')).toBe('bypass')
    expect(titleOf(await response.text())).toContain('Winter-Kampagne (Entwurf)')
    await settle()
    expect((await cacheKeys('page:')).filter((key) => key.includes('vorschau'))).toEqual([])
  })
})

describe('a draft the CMS sends to the public', () => {
  freshCmsForEachTest((cms: FakeCms) => {
    cms.set('vitalis-de', '/entwurf', {
      status: 200,
      body: page({ id: 8, slug: '/entwurf', title: 'Entwurf', draft: true }),
    })
  })

  it('answers 404 all the same, and the payload too', async () => {
    const response = await get('http://localhost/entwurf')
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('<title>Entwurf')
    const payload = await get('http://localhost/entwurf/_payload.json?v=x')
    expect(payload.status).toBe(404)
    expect(await payload.json()).toMatchObject({ payload: { kind: 'not-found', page: null } })
    // What the worker stored of it (the not-found answer, briefly) holds none of the draft.
    await settle()
    const { keys } = await env.UPSTREAM_CACHE.list()
    const stored = await Promise.all(keys.map(({ name }) => env.UPSTREAM_CACHE.get(name)))
    expect(stored.filter((value) => value?.includes('Entwurf'))).toEqual([])
  })
})
