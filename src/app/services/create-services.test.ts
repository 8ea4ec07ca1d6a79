import { describe, expect, it } from 'vitest'
import { createMemoryCookieJar } from '../../cart/testing/memory-cookie-jar'
import { TEST_PUBLIC_SITE } from '../../elements/testing/commerce'
import { noAnalytics } from '../analytics/analytics'
import { createBrowserTranslations } from './translations'
import { createStorefrontServices } from './create-services'

const CART = 'query cart($cartId: String!) { cart(cart_id: $cartId) { id } }'

/** The browser's services of a German-English site, its shop answered and recorded. */
const browserServices = (locale: string) => {
  const storeHeaders: (string | null)[] = []
  const fetch = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    storeHeaders.push(new Headers(init.headers).get('store'))
    return Response.json({ data: { cart: { id: 'x' } } })
  }) as typeof globalThis.fetch
  const services = createStorefrontServices({
    site: {
      ...TEST_PUBLIC_SITE,
      locales: [
        ...TEST_PUBLIC_SITE.locales,
        { code: 'en', languageId: 1, twoLetterIsoCode: 'en', hreflang: 'en-DE', direction: 'ltr' },
      ],
      shop: { ...TEST_PUBLIC_SITE.shop, storeViews: { de: 'vitalis_de', en: 'vitalis_en' } },
    },
    locale,
    cookies: createMemoryCookieJar(),
    initialCart: null,
    browser: { fetch, setTimer: () => undefined },
    elements: { components: {}, load: async () => undefined },
    translations: createBrowserTranslations({ locale, textsUrl: '', recorded: {} }),
    analytics: noAnalytics,
  })
  return { services, storeHeaders }
}

describe("the browser's shop client", () => {
  it("names the store view of the page's locale, and follows a client navigation to another", async () => {
    const { services, storeHeaders } = browserServices('en')
    await services.shop.query(CART, { cartId: 'x' })
    services.bind({ locale: 'de' })
    await services.shop.query(CART, { cartId: 'x' })
    expect(storeHeaders).toEqual(['vitalis_en', 'vitalis_de'])
  })
})
