import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import manifest from '../../build/manifest.json'
import { element, file, page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import {
  bootstrapOf,
  eventually,
  freshCmsForEachTest,
  get,
  pageKey,
  parseDocument,
  readEntry,
  withoutScripts,
  writeEntry,
} from './helpers'

/**
 * Real TYPO3 pages: the page's first image wherever it stands, content in
 * columns other than colPos0, and b13/container elements as EXT:headless' container support
 * sends them.
 */

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
})

const HOST = 'http://localhost'

const gallery = (...files: ReturnType<typeof file>[]) => ({
  position: { horizontal: 'center', vertical: 'above', noWrap: false },
  border: { enabled: false, width: 2, padding: 0 },
  rows: { '1': { columns: Object.fromEntries(files.map((f, i) => [String(i + 1), f])) } },
})

const heading = (id: number, colPos = 0) => ({
  ...element(id, 'header', { header: `Überschrift ${id}`, headerLayout: 1 }),
  colPos,
})
const textmedia = (id: number, image: string, colPos = 0) => ({
  ...element(id, 'textmedia', {
    header: `Text und Bild ${id}`,
    bodytext: `<p>Absatz ${id}</p>`,
    gallery: gallery(file(image, 1600, 900)),
    enlargeImageOnClick: false,
  }),
  colPos,
})
const text = (id: number, colPos = 0) => ({
  ...element(id, 'text', { header: `Text ${id}`, bodytext: `<p>Inhalt ${id}</p>` }),
  colPos,
})

/** A page answer with the given columns, e.g. { colPos1: [...] }, in the given layout. */
const answerPage = (path: string, columns: Record<string, unknown[]>, layout = 'default') =>
  cms.set('vitalis-de', path, {
    status: 200,
    body: { ...page({ id: 70, slug: path, title: 'Seite', layout }), content: columns },
  })

const render = async (path: string) => {
  const response = await get(`${HOST}${path}`)
  const html = await response.text()
  return { response, html, body: withoutScripts(html).split('<body')[1] ?? '' }
}

const imagesOf = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag)

const payloadOf = async (path: string) => {
  const response = await get(`${HOST}${path}/_payload.json?v=${manifest.buildId}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { payload: { page: { content: unknown } } }).payload
}

describe("the page's priority image", () => {
  it('is the hero image below a heading: eager, high priority, preloaded in the head', async () => {
    answerPage('/ratgeber', {
      colPos0: [heading(1), textmedia(2, 'hero.svg'), textmedia(3, 'later.svg')],
    })
    const { response, html, body } = await render('/ratgeber')
    expect(response.status).toBe(200)

    const [hero, ...rest] = imagesOf(body)
    expect(hero).toContain('src="http://127.0.0.1:8788/media/hero.svg"')
    expect(hero).toContain('loading="eager"')
    expect(hero).toContain('fetchPriority="high"')
    expect(rest.length).toBeGreaterThan(0)
    for (const image of rest) {
      expect(image).toContain('loading="lazy"')
      expect(image).not.toContain('fetchPriority')
    }

    const preloads = parseDocument(html).links.filter((link) => link.rel === 'preload')
    expect(preloads).toEqual([
      {
        rel: 'preload',
        as: 'image',
        href: 'http://127.0.0.1:8788/media/hero.svg',
        fetchpriority: 'high',
      },
    ])
    // In the head, which streams before the body.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'))
  })

  it('is a raster photo through the transformations: one preload, of the width the screen takes, never the original', async () => {
    answerPage('/ratgeber', { colPos0: [heading(1), textmedia(2, 'hero.jpg')] })
    const { html, body } = await render('/ratgeber')
    const [hero] = imagesOf(body)
    expect(hero).toContain('srcSet="http://127.0.0.1:8788/cdn-cgi/image/width=160')
    // React preloads the <img> with its own srcset and sizes; a preload of the bare address
    // would fetch the 2,000 px original as well.
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag)
    expect(preloads).toHaveLength(1)
    expect(preloads[0]).toContain('imageSrcSet="http://127.0.0.1:8788/cdn-cgi/image/width=160')
    expect(preloads[0]).toContain('imageSizes="100vw"')
    expect(preloads[0]).toContain('fetchPriority="high"')
    expect(html).not.toContain('href="http://127.0.0.1:8788/media/hero.jpg"')
  })

  it('is the first image of a page whose content sits only in colPos1', async () => {
    answerPage('/nebenbei', { colPos1: [text(1, 1), textmedia(2, 'side.svg', 1)] })
    const { html, body } = await render('/nebenbei')
    const [first] = imagesOf(body)
    expect(first).toContain('side.svg')
    expect(first).toContain('loading="eager"')
    expect(parseDocument(html).links.find((link) => link.rel === 'preload')?.href).toContain(
      'side.svg',
    )
  })

  it('is preloaded for no page without an image', async () => {
    answerPage('/nur-text', { colPos0: [heading(1), text(2)] })
    const { html } = await render('/nur-text')
    expect(parseDocument(html).links.some((link) => link.rel === 'preload')).toBe(false)
  })
})

describe('backend layout columns', () => {
  it('renders a page whose content sits only in colPos1 instead of an empty main', async () => {
    answerPage('/spalte-1', { colPos0: [], colPos1: [text(11, 1)] })
    const { body } = await render('/spalte-1')
    const main = body.match(/<main[\s\S]*<\/main>/)?.[0] ?? ''
    expect(main).toContain('Inhalt 11')
    expect(main).toContain('class="sf-layout__column sf-layout__column--colpos1"')
    expect(main).not.toContain('<aside')
  })

  it('renders colPos0, colPos1 and colPos2 in that order, main column first', async () => {
    const columns = { colPos2: [text(32, 2)], colPos0: [text(30)], colPos1: [text(31, 1)] }
    for (const layout of ['default', 'layout-0', 'layout-1', 'layout-2', 'layout-3']) {
      answerPage(`/drei-${layout}`, columns, layout)
      const { body } = await render(`/drei-${layout}`)
      const at = ['Inhalt 30', 'Inhalt 31', 'Inhalt 32'].map((part) => body.indexOf(part))
      expect(
        at.every((index) => index > 0),
        layout,
      ).toBe(true)
      expect(
        [...at].sort((a, b) => a - b),
        layout,
      ).toEqual(at)
    }
  })

  it('makes colPos1 the sidebar and colPos2 a region below when layout-1', async () => {
    answerPage(
      '/seitenleiste',
      { colPos0: [text(40)], colPos1: [text(41, 1)], colPos2: [text(42, 2)] },
      'layout-1',
    )
    const { body } = await render('/seitenleiste')
    expect(body).toMatch(/<aside class="sf-layout__sidebar">[\s\S]*Inhalt 41[\s\S]*<\/aside>/)
    expect(body).toMatch(/sf-layout__column--colpos2">[\s\S]*Inhalt 42/)
  })

  it('sends the same columns to client navigation as to the hydrating page', async () => {
    answerPage('/spalten', {
      colPos0: [heading(50), textmedia(51, 'a.svg')],
      colPos1: [text(52, 1)],
    })
    const { html } = await render('/spalten')
    const bootstrap = bootstrapOf(html) as { payload: { page: { content: unknown } } }
    const payload = await payloadOf('/spalten')
    expect(payload.page.content).toEqual(bootstrap.payload.page.content)
    expect(Object.keys(payload.page.content as object).sort()).toEqual(['colPos0', 'colPos1'])
  })
})

/** As TYPO3-Headless/headless-container-support sends a container (its Docs/Json/Example.json). */
const twoColumns = {
  ...element(60, 'b13-2cols-with-header-container', {
    header: 'Zwei Spalten',
    left: [textmedia(61, 'links.svg', 201)],
    right: [heading(62, 202), text(63, 202)],
  }),
}

/** As itplusx/headless_container sends one: `items`, a config and the children each. */
const itemsContainer = (id: number, children: unknown) =>
  element(id, 'container-2cols', {
    items: [
      { config: { name: 'Links', colPos: 201 }, contentElements: [text(id + 1, 201)] },
      { config: { name: 'Rechts', colPos: 202 }, contentElements: children },
    ],
  })

describe('container elements (b13/container)', () => {
  let warn: MockInstance<typeof console.warn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => warn.mockRestore())
  const warnings = (tag: string) =>
    warn.mock.calls
      .map((call) => call.slice(1).map(String).join(' '))
      .filter((line) => line.includes(tag))

  it('renders the children of each column in a grid, the first image the priority one', async () => {
    answerPage('/container', { colPos0: [heading(59), twoColumns] })
    const { html, body } = await render('/container')
    const frame = body.match(/<div id="c60"[\s\S]*?Inhalt 63/)?.[0] ?? ''
    expect(frame).toContain('class="ce-frame frame-type-container')
    expect(frame).toContain('ce-container__grid ce-container__grid--cols-2')
    expect(frame).toMatch(/ce-container__column--left">[\s\S]*id="c61"/)
    expect(frame).toMatch(/ce-container__column--right">[\s\S]*id="c62"[\s\S]*id="c63"/)
    const [image] = imagesOf(body)
    expect(image).toContain('links.svg')
    expect(image).toContain('loading="eager"')
    // The children's element code is preloaded, so the browser hydrates them at once.
    const preloads = parseDocument(html).links.filter((link) => link.rel === 'modulepreload')
    const hrefs = preloads.map((link) => link.href)
    for (const type of ['container', 'textmedia', 'header', 'text'] as const) {
      for (const chunk of manifest.elements[type] ?? []) expect(hrefs, type).toContain(chunk)
    }
    expect(warnings('-element]')).toEqual([])
  })

  it('carries the container with its columns in the bootstrap and the payload alike', async () => {
    answerPage('/container', { colPos0: [twoColumns] })
    const { html } = await render('/container')
    const bootstrap = bootstrapOf(html) as { payload: { page: { content: unknown } } }
    const payload = await payloadOf('/container')
    expect(payload.page.content).toEqual(bootstrap.payload.page.content)
    expect(payload.page.content).toMatchObject({
      colPos0: [
        {
          id: 60,
          type: 'container',
          content: {
            containerType: 'b13-2cols-with-header-container',
            columns: [
              { name: 'left', colPos: 201, elements: [{ id: 61, type: 'textmedia' }] },
              { name: 'right', colPos: 202, elements: [{ id: 62 }, { id: 63 }] },
            ],
          },
        },
      ],
    })
  })

  it('renders a container a release before this one cached as an unknown CType, without a purge', async () => {
    answerPage('/alt', { colPos0: [text(90)] })
    await (await get(`${HOST}/alt`)).text()
    const key = pageKey('vitalis-de', 'de', '/alt')
    const entry = await eventually(async () => {
      const stored = await readEntry(key)
      if (!stored) throw new Error('not cached yet')
      return stored
    })
    const olderRelease = JSON.parse(JSON.stringify(entry)) as typeof entry
    const stored = olderRelease.value as { page: { content: { colPos0: unknown[] } } }
    stored.page.content.colPos0 = [{ ...twoColumns, problem: 'unknown-type' }]
    await writeEntry(key, olderRelease)

    const response = await get(`${HOST}/alt`)
    const body = withoutScripts(await response.text())
    expect(response.headers.get('x-cache-status')).toBe('fresh')
    expect(body).toMatch(/ce-container__column--left">[\s\S]*id="c61"/)
    expect(body).toContain('Inhalt 63')
  })

  it('drops and logs a column whose children are no list, and renders the rest', async () => {
    answerPage('/kaputt', { colPos0: [itemsContainer(70, 'kaputt'), text(79)] })
    const { response, body } = await render('/kaputt')
    expect(response.status).toBe(200)
    expect(body).toContain('Inhalt 71')
    expect(body).toContain('Inhalt 79')
    expect(warnings('[invalid-element]')).toEqual([
      '[invalid-element] vitalis-de /kaputt: container-2cols #70 (Rechts) (not rendered)',
    ])
  })

  it('logs a container without one readable column by its CType, and renders the page', async () => {
    const broken = element(80, 'container-1col', {
      items: [{ config: { name: 'Mitte', colPos: 201 }, children: null }],
    })
    answerPage('/leer', { colPos0: [broken, text(81)] })
    const { response, body } = await render('/leer')
    expect(response.status).toBe(200)
    // The tests' worker is a development build: the placeholder names the broken element.
    expect(body).toContain('Invalid content for container-1col')
    expect(body).toContain('Inhalt 81')
    expect(warnings('[invalid-element]')).toEqual([
      '[invalid-element] vitalis-de /leer: container-1col #80 (not rendered)',
    ])
  })
})
