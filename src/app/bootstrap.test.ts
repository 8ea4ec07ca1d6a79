import { describe, expect, it } from 'vitest'
import { parseBootstrap } from './bootstrap'

const bootstrap = {
  buildId: 'b1',
  dev: false,
  site: { id: 'vitalis-de', brand: 'vitalis', locales: [] },
  locale: 'de',
  path: '/produkte',
  origin: 'http://localhost:8787',
  payload: {
    kind: 'page',
    status: 200,
    page: {
      content: { colPos0: [{ id: 7, type: 'product_listing', content: { listing: null } }] },
    },
  },
  initialData: { navigation: [], texts: {} },
  error: null,
  translations: { '["header.cart","Warenkorb"]': 'Warenkorb' },
}

describe('parseBootstrap', () => {
  it("keeps every part the server embedded, the page's filled elements included", () => {
    expect(parseBootstrap(JSON.parse(JSON.stringify(bootstrap)))).toEqual(bootstrap)
  })
  it('rejects a snapshot that is not the worker’s', () => {
    expect(() => parseBootstrap({ ...bootstrap, path: 'no-slash' })).toThrow()
  })
})
