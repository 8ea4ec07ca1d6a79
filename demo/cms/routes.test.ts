import type { Fetcher } from '@cloudflare/workers-types/index.ts'
import { describe, expect, it } from 'vitest'
import app from '../index'
import { mediaFileNames } from '../media/library'
import { listDemoPages } from './resolve'
import { SITE_SPECS } from './sites'
import { allStrings, getJson, ORIGIN, SITE_LOCALES } from './test-support'

/**
 * The build's photos as the demo worker's assets binding serves them (demo/images/rasters.ts):
 * index.json naming every media photo, and a JPEG's first and last bytes as each original.
 */
const photos = {
  fetch: async (input: string) => {
    const { pathname } = new URL(input)
    if (pathname === '/index.json') {
      const names = mediaFileNames().filter((name) => name.endsWith('.jpg'))
      const pictures = names.map((name) => [`/media/${name}`, { hash: name, width: 2000 }])
      return Response.json({ pictures: Object.fromEntries(pictures) })
    }
    if (!pathname.endsWith('/2000.jpg')) return new Response(null, { status: 404 })
    return new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))
  },
} as unknown as Fetcher

describe('demo CMS routes', () => {
  it('answers 200 with the page JSON for every page path', async () => {
    for (const page of listDemoPages()) {
      const answer = await getJson(`/cms/${page.siteId}${page.path}`)
      expect(answer.status, page.path).toBe(200)
      expect(answer.contentType).toMatch(/^application\/json/)
      expect(answer.body).toMatchObject({ type: 'Standard', slug: page.path })
    }
  })

  it('ignores a trailing slash, double slashes and the query string when matching a path', async () => {
    const plain = await getJson('/cms/vitalis-de/ratgeber/immunsystem')
    for (const variant of [
      '/cms/vitalis-de/ratgeber/immunsystem/',
      '/cms/vitalis-de/ratgeber/immunsystem?page=2&type=0',
      '/cms/vitalis-de/ratgeber//immunsystem/?sort=name',
    ]) {
      const answer = await getJson(variant)
      expect(answer.status, variant).toBe(200)
      expect(answer.body, variant).toEqual(plain.body)
    }
    expect((await getJson('/cms/vitalis-de/en')).body).toEqual(
      (await getJson('/cms/vitalis-de/en/')).body,
    )
    expect((await getJson('/cms/vitalis-de')).body).toEqual(
      (await getJson('/cms/vitalis-de/')).body,
    )
  })

  it('answers the same initial data at ?type=834 and at initial-data.json for every locale', async () => {
    for (const { cms, prefix, locale } of SITE_LOCALES) {
      const typed = await getJson(`${cms}${prefix}/?type=834`)
      const fallback = await getJson(`${cms}${prefix}/initial-data.json`)
      expect(typed.status, cms + prefix).toBe(200)
      expect(fallback.status, cms + prefix).toBe(200)
      expect(fallback.body).toEqual(typed.body)
      expect(typed.body).toMatchObject({ navigation: [{ link: `${prefix}/` }] })
      const current = (typed.body as { i18n: { active: number; twoLetterIsoCode: string }[] }).i18n
      expect(current.find((entry) => entry.active === 1)?.twoLetterIsoCode).toBe(locale)
    }
  })

  it("answers 404 with the locale's error page when a path is unknown", async () => {
    const german = await getJson('/cms/vitalis-de/gibt-es-nicht')
    expect(german.status).toBe(404)
    expect(german.contentType).toMatch(/^application\/json/)
    expect(german.body).toMatchObject({ type: 'Standard', meta: { title: 'Seite nicht gefunden' } })
    const english = await getJson('/cms/vitalis-de/en/does-not-exist?type=1')
    expect(english.status).toBe(404)
    expect(english.body).toMatchObject({ meta: { title: 'Page not found' } })
    for (const { cms, prefix } of SITE_LOCALES) {
      const answer = await getJson(`${cms}${prefix}/no/such/page`)
      expect(answer.status).toBe(404)
      const types = (
        answer.body as { content: { colPos0: { type: string }[] } }
      ).content.colPos0.map((e) => e.type)
      expect(types).toEqual(expect.arrayContaining(['text', 'menu_pages']))
    }
  })

  it("answers a draft to an editor's backend session only, as TYPO3 keeps hidden pages from the public", async () => {
    const draft = '/cms/vitalis-de/vorschau/winter-kampagne'
    const editor = await getJson(draft)
    expect(editor.status).toBe(200)
    expect(editor.body).toMatchObject({ draft: true, slug: '/vorschau/winter-kampagne' })
    for (const path of [draft, `${draft}?type=834`, `${draft}/`]) {
      const visitor = await getJson(path, ORIGIN, 'public')
      expect(visitor.status, path).toBe(404)
      expect(visitor.body, path).toMatchObject({ meta: { title: 'Seite nicht gefunden' } })
    }
    // A published page is the same to both.
    expect((await getJson('/cms/vitalis-de/ratgeber', ORIGIN, 'public')).status).toBe(200)
  })

  it('answers 404 for initial data of an unknown path or locale, and for an unknown site', async () => {
    expect((await getJson('/cms/vitalis-de/nope/?type=834')).status).toBe(404)
    expect((await getJson('/cms/vitalis-at/en/?type=834')).status).toBe(404)
    expect((await getJson('/cms/vitalis-de/nope/initial-data.json')).status).toBe(404)
    const unknown = await getJson('/cms/unknown-site/')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ error: "Unknown site 'unknown-site'" })
  })

  it('answers redirects as { redirectUrl, statusCode }, each to a page of the site, none off-site', async () => {
    for (const site of SITE_SPECS) {
      const redirects = site.locales.flatMap((locale, index) =>
        Object.keys(locale.redirects).map((from) => (index === 0 ? '' : `/${locale.code}`) + from),
      )
      expect(redirects.length, site.id).toBeGreaterThan(0)
      for (const from of redirects) {
        const answer = await getJson(`/cms/${site.id}${from}`)
        expect(answer.status, from).toBe(200)
        const body = answer.body as { redirectUrl: string; statusCode: number }
        expect(Object.keys(body).sort()).toEqual(['redirectUrl', 'statusCode'])
        expect([301, 302, 307, 308]).toContain(body.statusCode)
        // No redirect silently takes the visitor off the site: a link that leaves says so.
        expect(body.redirectUrl, `${site.id}${from}`).toMatch(/^\/(?!\/)/)
        const target = await getJson(`/cms/${site.id}${body.redirectUrl}`)
        expect(target.status, `${from} → ${body.redirectUrl}`).toBe(200)
        expect(target.body).toHaveProperty('type', 'Standard')
      }
    }
  })

  it('serves every media file the content references, with its type and a long cache header', async () => {
    const urls = new Set<string>()
    for (const page of listDemoPages()) {
      const answer = await getJson(`/cms/${page.siteId}${page.path}`)
      for (const value of allStrings(answer.body)) {
        expect(value).not.toContain('{origin}')
        // Only `originalUrl` is site-relative, as in EXT:headless; everything else is absolute.
        if (value.includes('://') && value.includes('/media/')) {
          expect(value).toMatch(/^http:\/\/127\.0\.0\.1:8788\/media\//)
          urls.add(value)
        }
      }
    }
    expect(urls.size).toBeGreaterThan(20)
    expect([...urls].filter((url) => url.endsWith('.jpg')).length).toBeGreaterThan(20)
    for (const url of urls) {
      const res = await app.request(url, {}, { DEMO_IMAGES: photos })
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type'), url).toMatch(
        url.endsWith('.jpg') ? /^image\/jpeg$/ : /^application\/pdf/,
      )
      expect(res.headers.get('cache-control')).toContain('max-age=31536000')
    }
  })

  it("builds media URLs from the request's origin", async () => {
    const answer = await getJson('/cms/litozin-de/', 'http://localhost:9999')
    const media = allStrings(answer.body).filter((value) => /^https?:.*\/media\//.test(value))
    expect(media.length).toBeGreaterThan(0)
    for (const url of media) expect(url).toMatch(/^http:\/\/localhost:9999\/media\//)
    expect(ORIGIN).not.toBe('http://localhost:9999')
  })

  it('answers 404 for unknown media and unknown routes', async () => {
    expect((await app.request('/media/nothing.svg')).status).toBe(404)
    expect((await app.request('/media/nothing.jpg')).status).toBe(404)
    // A picture's photo before the build wrote it: not there yet, and the answer says why.
    const unbuilt = await app.request('/media/vitalis-hero.jpg')
    expect(unbuilt.status).toBe(503)
    expect(await unbuilt.text()).toContain('npm run build')
    expect((await app.request('/media/../index.ts')).status).toBe(404)
    expect((await app.request('/elsewhere')).status).toBe(404)
    expect((await app.request('/')).status).toBe(200)
  })
})
