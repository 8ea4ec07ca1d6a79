import { describe, expect, it } from 'vitest'
import type { FakeCms } from '../worker/fake-cms'
import { freshCmsForEachTest, get } from '../worker/helpers'

/**
 * The fuzz's findings, each shrunk to the one request that showed it (README of this folder):
 * plain tests that keep them fixed, whatever the fuzz's seed meets.
 */
let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
})

describe('regressions found by the fuzz', () => {
  // The page-type parameter goes to the CMS (SPEC.md section 2), and EXT:headless answers
  // type 834 with the initial data, not a page: that was a 502, logged and reported as a server
  // error, that any visitor could cause.
  it('answers 404, not 502, when ?type=834 asks the CMS for its initial data as a page', async () => {
    const response = await get('http://localhost/?type=834')
    expect(response.status).toBe(404)
    await response.text()
    expect(cms.requests).toContain('/cms/vitalis-de/?type=834')
  })

  it('answers 404 JSON, not 502, to client navigation with ?type=834', async () => {
    const response = await get('http://localhost/_payload.json?type=834')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ payload: { kind: 'not-found', status: 404 } })
  })

  // An open redirect: the trailing-slash and default-locale redirects sent these to
  // Location: //evil.example, another host to a browser (fixed in src/worker/middleware/locale.ts).
  it.each(['http://localhost//evil.example/', 'http://localhost/de//evil.example'])(
    'answers %s with its 404, not a redirect to another host',
    async (url) => {
      const response = await get(url)
      await response.text()
      expect(response.headers.get('location')).toBeNull()
      expect(response.status).toBe(404)
    },
  )
})
