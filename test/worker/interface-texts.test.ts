import { describe, expect, it } from 'vitest'
import manifest from '../../build/manifest.json'
import { DE } from '../../src/lib/texts/de'
import { EN } from '../../src/lib/texts/en'
import type { TextKey } from '../../src/lib/texts/keys'
import { initialData, language, page } from '../fixtures/cms'
import type { FakeCms } from './fake-cms'
import {
  freshCmsForEachTest,
  get,
  initialDataKey,
  localeTextsOf,
  readEntry,
  settle,
  withoutScripts,
} from './helpers'

let cms: FakeCms
freshCmsForEachTest((fake) => {
  cms = fake
  cms.set('vitalis-de', '/en', {
    status: 200,
    body: page({
      id: 1,
      slug: '/en',
      title: 'Home',
      i18n: [language(0, 'de-DE', '/'), language(1, 'en-DE', '/en', { active: 1 })],
    }),
  })
})

/** Initial data as a standard EXT:headless installation sends it: no `texts` at all. */
const standardInitialData = () => {
  const { texts: _texts, ...data } = initialData()
  return data
}

const withTexts = (texts: Record<string, string>) => ({ ...standardInitialData(), texts })

/** The chrome every page shows: skip link, navigation, account, menu, cart, languages. */
const CHROME_KEYS: TextKey[] = [
  'nav.skip-to-content',
  'header.navigation',
  'header.login',
  'header.menu',
  'header.cart',
  'locale.switch',
]

const render = async (url: string) => {
  const response = await get(url)
  const html = await response.text()
  return { status: response.status, html, visible: withoutScripts(html) }
}

describe('interface texts', () => {
  it('shows English chrome and no German chrome text on an English page whose CMS sends no texts', async () => {
    cms.set('vitalis-de', '/en/?type=834', { status: 200, body: standardInitialData() })
    const { status, html, visible } = await render('http://localhost/en')
    expect(status).toBe(200)
    expect(visible).toContain('>Skip to content</a>')
    expect(visible).toContain('aria-label="Main navigation"')
    expect(visible).toContain('href="/en/cart" aria-label="Cart: 0"')
    expect(visible).toContain('<html lang="en-DE"')
    expect(visible).toContain('© Vitalis · All rights reserved')
    for (const key of CHROME_KEYS) {
      expect(visible, key).toContain(EN[key])
      expect(visible, key).not.toContain(DE[key])
    }
    expect(await localeTextsOf(html)).toMatchObject({
      'header.cart': 'Cart',
      'message.cart.add': EN['message.cart.add'],
    })
  })

  it('shows German chrome on a German page whose CMS sends no texts', async () => {
    cms.set('vitalis-de', '/?type=834', { status: 200, body: standardInitialData() })
    const { visible } = await render('http://localhost/')
    for (const key of CHROME_KEYS) expect(visible, key).toContain(DE[key])
    expect(visible).not.toContain('Skip to content')
  })

  it('lets each CMS text override the storefront text of its key and no other', async () => {
    cms.set('vitalis-de', '/en/?type=834', {
      status: 200,
      body: withTexts({ 'header.cart': 'Basket', 'promo.line': 'Free samples' }),
    })
    const { html, visible } = await render('http://localhost/en')
    expect(visible).toContain('href="/en/cart" aria-label="Basket: 0"')
    expect(visible).not.toContain('Cart: 0')
    expect(visible).toContain('>Skip to content</a>')
    expect(await localeTextsOf(html)).toMatchObject({
      'header.cart': 'Basket',
      'header.menu': 'Menu',
      'promo.line': 'Free samples',
    })
  })

  it('hands the merged texts to a client navigation that changes the locale, through its texts file', async () => {
    cms.set('vitalis-de', '/en/?type=834', {
      status: 200,
      body: withTexts({ 'header.cart': 'Bag' }),
    })
    const response = await get(
      `http://localhost/en/_payload.json?v=${manifest.buildId}&initialData=1`,
    )
    const body = (await response.json()) as { initialData: Record<string, unknown> }
    expect(body.initialData).not.toHaveProperty('texts')
    const file = await get(`http://localhost${body.initialData.textsUrl as string}`)
    expect(await file.json()).toMatchObject({ 'header.cart': 'Bag', 'header.menu': 'Menu' })
  })

  it('keeps the CMS answer in the cache as it came, without the storefront texts', async () => {
    cms.set('vitalis-de', '/en/?type=834', {
      status: 200,
      body: withTexts({ 'header.cart': 'Bag' }),
    })
    await render('http://localhost/en')
    await settle()
    const stored = await readEntry(initialDataKey('vitalis-de', 'en'))
    expect(stored?.value.texts).toEqual({ 'header.cart': 'Bag' })
  })

  it('shows English chrome on the error page of an English path when the CMS is down and nothing is stored', async () => {
    cms.fault = 'down'
    const { status, visible } = await render('http://localhost/en/about-us')
    expect(status).toBe(502)
    expect(visible).toContain('>Skip to content</a>')
    expect(visible).not.toContain(DE['nav.skip-to-content'])
  })
})
