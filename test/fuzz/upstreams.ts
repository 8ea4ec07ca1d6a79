import { element, page, redirect } from '../fixtures/cms'
import { installFakeCms, type FakeCms } from '../worker/fake-cms'
import { installFakeShop, type FakeShop } from '../worker/fake-shop'

export interface FakeUpstreams {
  cms: FakeCms
  shop: FakeShop
  restore(): void
}

/** A page of `site` at `path`. */
const answerPage = (
  cms: FakeCms,
  site: string,
  path: string,
  options: Parameters<typeof page>[0] = {},
) => cms.set(site, path, { status: 200, body: page({ slug: path, ...options }) })

/**
 * The CMS and the shop replaced at `fetch` (test/worker/fake-cms.ts, fake-shop.ts), healthy:
 * any 5xx is then the worker's own. The CMS holds the pages the paths of
 * ./arbitraries/paths.ts name (a listing, account and shop pages, a guest order lookup, a
 * redirect within the site, rich text with a script URL its sanitiser must strip); every other
 * path is its 404 page.
 */
export const installFakeUpstreams = (): FakeUpstreams => {
  const cms = installFakeCms()
  const shop = installFakeShop()
  answerPage(cms, 'vitalis-de', '/produkte', {
    id: 5,
    content: [element(90, 'product_listing', { header: 'Alle Produkte', pageSize: 12 })],
  })
  answerPage(cms, 'vitalis-de', '/ratgeber', {
    id: 6,
    content: [
      element(60, 'text', {
        header: 'Ratgeber',
        bodytext: '<p><a href="javascript:alert(1)">Klick</a><img src=x onerror=alert(1)></p>',
      }),
    ],
  })
  answerPage(cms, 'vitalis-de', '/ueber-uns', { id: 42 })
  answerPage(cms, 'vitalis-de', '/en/about-us', { id: 42 })
  answerPage(cms, 'vitalis-de', '/konto', { id: 8 })
  answerPage(cms, 'vitalis-de', '/konto/persoenliche-daten', { id: 60 })
  answerPage(cms, 'vitalis-de', '/en/account', { id: 8 })
  answerPage(cms, 'vitalis-de', '/login', { id: 9 })
  answerPage(cms, 'vitalis-de', '/warenkorb', { id: 7 })
  answerPage(cms, 'vitalis-de', '/bestellstatus', {
    id: 82,
    content: [element(823, 'order_lookup', {})],
  })
  answerPage(cms, 'vitalis-de', '/neu', { id: 11 })
  cms.set('vitalis-de', '/alt', { status: 200, body: redirect('/neu', 301) })
  answerPage(cms, 'litozin-de', '/produkte', { id: 5 })
  answerPage(cms, 'typo3', '/warenkorb', { id: 7 })
  answerPage(cms, 'typo3', '/bestellstatus', {
    id: 82,
    content: [element(823, 'order_lookup', {})],
  })
  return {
    cms,
    shop,
    restore: () => {
      shop.restore()
      cms.restore()
    },
  }
}
