import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { element, page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import { installFakeShop, type FakeShop } from './fake-shop'
import { readRest, readUntilQuiet as readUntil } from '../support/stream-reading'
import { bootstrapOf, eventually, freshCmsForEachTest, get, withoutScripts } from './helpers'

/**
 * A page with a product listing streams before the shop answered the listing's query
 * (src/worker/routes/page.ts, the listing's streamed fill): head, header and everything above
 * the listing go out at once, the tiles and the bootstrap snapshot once the shop answered.
 */
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const PRICE = /9,95\s€/ // Vitamin D3 of the fake shop

let cms: FakeCms
let shop: FakeShop
freshCmsForEachTest((fake) => {
  cms = fake
  cms.set('vitalis-de', '/produkte', {
    status: 200,
    body: page({
      id: 5,
      slug: '/produkte',
      title: 'Produkte',
      content: [
        element(20, 'text', { header: 'Unser Sortiment', bodytext: '<p>Gut versorgt.</p>' }),
        element(21, 'product_listing', { header: 'Alle Produkte', headerLayout: 2, pageSize: 12 }),
      ],
    }),
  })
})
beforeEach(() => {
  shop = installFakeShop()
})
afterEach(() => shop.restore())

const readUntilQuiet = (reader: ReadableStreamDefaultReader<Uint8Array>) => readUntil(reader, 100)

/** The listing's fill in the bootstrap's payload: the products of its tiles. */
const listedSkusOf = (html: string): string[] | null => {
  const { payload } = bootstrapOf(html) as {
    payload: { page: { content: { colPos0: { id: number; content: Record<string, unknown> }[] } } }
  }
  const listing = payload.page.content.colPos0.find((element) => element.id === 21)?.content[
    'listing'
  ] as { kind: string; result?: { items: { sku: string }[] } } | null
  return listing?.kind === 'result' ? (listing.result?.items.map((item) => item.sku) ?? []) : null
}

describe('a page with a product listing and a slow shop', () => {
  it("sends head, header and the listing heading before the shop answered, then the prices and the bootstrap with the listing's products", async () => {
    const release = shop.hold()
    const response = await get('http://localhost/produkte')
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()

    const first = await readUntilQuiet(reader)
    // The listing's page of products: asked, not answered (and no catalogue asked at all).
    expect(shop.requests).toEqual(['products'])
    expect(first.rest).not.toBeNull()
    expect(first.text).toMatch(/^<!DOCTYPE html>/)
    expect(first.text).toContain('<link rel="stylesheet"')
    expect(first.text).toContain('</header>')
    expect(first.text).toContain('Unser Sortiment')
    expect(first.text).toContain('Alle Produkte')
    expect(first.text).toMatch(/role="status" aria-busy="true"/)
    expect(first.text).not.toMatch(PRICE)
    expect(first.text).not.toContain('__BOOTSTRAP__')

    release()
    const html = first.text + (await readRest(reader, first.rest!))
    expect(withoutScripts(html)).toMatch(PRICE)
    expect(html.trimEnd().endsWith('</html>')).toBe(true)
    expect(listedSkusOf(html)).toEqual(['VIT-D3', 'MAG-400', 'ZINC-OUT'])
  })

  it('gives React’s reveal script the nonce of the CSP', async () => {
    const release = shop.hold()
    const response = await get('http://localhost/produkte')
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')
    const reader = response.body!.getReader()
    const first = await readUntilQuiet(reader)
    release()
    const html = first.text + (await readRest(reader, first.rest!))
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)
    expect(scripts.length).toBeGreaterThan(2) // bootstrap, client and React's inline scripts
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce?.[1]}"`)
  })

  it('renders the page saying the products cannot be loaded when the shop is down and nothing is stored', async () => {
    shop.down = true
    const response = await get('http://localhost/produkte')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Unser Sortiment')
    expect(html).toContain('Alle Produkte')
    expect(withoutScripts(html)).toContain('Die Produkte können gerade nicht geladen werden.')
    expect(withoutScripts(html)).not.toMatch(PRICE)
    expect(listedSkusOf(html)).toBeNull()
    expect(bootstrapOf(html).payload).toMatchObject({ kind: 'page', page: { id: 5 } })
  })

  it('gives bots the whole document with the tiles in place, waiting for the shop', async () => {
    const release = shop.hold()
    const pending = get('http://localhost/produkte', { userAgent: GOOGLEBOT })
    await eventually(() => expect(shop.requests).toEqual(['products']))
    release()
    const html = await (await pending).text()
    // From the grid of tiles on (the category navigation's list comes before it).
    const listing = html.slice(html.indexOf('ce-product-listing__grid'))
    expect(listing.slice(0, listing.indexOf('</ul>'))).toMatch(PRICE)
    // Nothing left to a script: crawlers may not run one.
    expect(html).not.toMatch(/<div hidden id="S:/)
    expect(withoutScripts(html)).not.toContain('aria-busy')
  })
})
