import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import manifest from '../../build/manifest.json'
import { FAKE_FAMILY_SIZES, FAKE_PRODUCTS } from '../../src/shop/testing'
import { element, language, page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import { FAKE_CATEGORIES } from './fake-catalogue'
import { installFakeShop, type FakeShop } from './fake-shop'
import { freshCmsForEachTest, get, structuredDataOf, withoutScripts } from './helpers'

/**
 * A family of pack sizes on its product page in workerd: the worker fills the size the address
 * names (`?variant=<sku>`, a whitelisted parameter of every site), renders it on the server,
 * and describes the family in the head, whatever the address asks for.
 */
const familyPage = page({
  id: 71,
  slug: '/produkte/omega',
  title: 'Produkt',
  i18n: [
    language(0, 'de-DE', '/produkte/omega', { active: 1 }),
    language(1, 'en-DE', '/en/products/omega'),
  ],
  content: [element(701, 'product_detail', { urlKey: 'omega' })],
})

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
  cms.set('vitalis-de', '/produkte/omega', { status: 200, body: familyPage })
})
let shop: FakeShop
beforeEach(() => {
  shop = installFakeShop({
    catalogue: { products: [...FAKE_PRODUCTS, ...FAKE_FAMILY_SIZES], categories: FAKE_CATEGORIES },
  })
})
afterEach(() => shop.restore())

const checked = (html: string) =>
  [...html.matchAll(/<input type="radio"[^>]*value="([^"]+)"[^>]*>/g)]
    .filter(([tag]) => / checked=""/.test(tag))
    .map(([, value]) => value)

describe('a family of pack sizes on its product page', () => {
  it('renders the first size in stock with its price and PZN, and every size to choose from', async () => {
    const response = await get('http://localhost/produkte/omega')
    expect(response.status).toBe(200)
    const html = await response.text()
    const visible = withoutScripts(html)
    expect(checked(visible)).toEqual(['OMEGA-1'])
    expect(visible).toMatch(/<legend[^>]*>Packungsgröße<\/legend>/)
    expect(visible).toMatch(/value="OMEGA-3"[^>]*disabled=""|disabled=""[^>]*value="OMEGA-3"/)
    expect(visible).toMatch(
      /ce-product-price__from">ab(<!-- -->)? <\/span><span class="ce-product-price__final">9,95\s€/,
    )
    expect(visible).toContain('10000001')
    expect(structuredDataOf(html)).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: 'OMEGA',
      url: 'http://localhost/produkte/omega',
    })
  })

  it('renders the size the address names, and its own PZN, under the family canonical', async () => {
    const html = await (await get('http://localhost/produkte/omega?variant=OMEGA-2')).text()
    const visible = withoutScripts(html)
    expect(checked(visible)).toEqual(['OMEGA-2'])
    expect(visible).toMatch(/ce-product-price__final">17,95\s€/)
    expect(visible).toContain('10000002')
    expect(visible).not.toContain('10000001')
    expect(html).toContain('<link rel="canonical" href="http://localhost/produkte/omega">')
  })

  it('shows the first size in stock for a size the family does not have', async () => {
    for (const named of ['VIT-D3', 'x'.repeat(300), '<script>', '']) {
      const response = await get(
        `http://localhost/produkte/omega?variant=${encodeURIComponent(named)}`,
      )
      expect(response.status).toBe(200)
      expect(checked(withoutScripts(await response.text()))).toEqual(['OMEGA-1'])
    }
  })

  it("carries the named size in the page's payload for client navigation", async () => {
    const response = await get(
      `http://localhost/produkte/omega/_payload.json?v=${manifest.buildId}&variant=OMEGA-2`,
    )
    expect(response.status).toBe(200)
    const body = JSON.stringify(await response.json())
    expect(body).toContain('"size":"OMEGA-2"')
  })
})
