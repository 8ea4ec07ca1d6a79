import { describe, expect, it } from 'vitest'
import { cartCookie, createFakeShop, createMemoryCookieJar, tokenCookie } from '../../shop/testing'
import { readCartCookie } from '../../shop'
import { TEST_PUBLIC_SITE } from '../../elements/testing/commerce'
import { noAnalytics, type Analytics } from '../analytics/analytics'
import { createBrowserTranslations } from './translations'
import { createStorefrontServices } from './create-services'

const CART = 'query cart($cartId: String!) { cart(cart_id: $cartId) { id } }'
/** The locale's texts file, as the worker would serve it: the actions load it with their code. */
const TEXTS_URL = `data:application/json,${encodeURIComponent(JSON.stringify({ 'message.cart.add': 'Added' }))}`

/**
 * The browser's services of a German-English site, over the real GraphQL client; its fetch
 * answers from the fake shop and records the Store header of every request.
 */
const browserServices = (locale: string, analytics: Analytics = noAnalytics) => {
  const shop = createFakeShop()
  const storeHeaders: (string | null)[] = []
  const fetch = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    storeHeaders.push(new Headers(init.headers).get('store'))
    const { query, variables } = JSON.parse(String(init.body)) as {
      query: string
      variables: Record<string, unknown>
    }
    if (query.includes('query cart(') && variables.cartId === 'x')
      return Response.json({ data: { cart: { id: 'x' } } })
    const result = await shop.mutate(query, variables)
    return Response.json(result.ok ? { data: result.data } : { errors: result.error.errors })
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
    page: { locale, path: '/', textsUrl: TEXTS_URL },
    cookies: createMemoryCookieJar(),
    initialCart: null,
    browser: { fetch, setTimer: () => undefined },
    elements: { components: {}, load: async () => undefined },
    translations: createBrowserTranslations({ locale, textsUrl: TEXTS_URL, recorded: {} }),
    analytics,
  })
  return { services, storeHeaders }
}

describe("the browser's shop client", () => {
  it("names the store view of the page's locale, and follows a client navigation to another", async () => {
    const { services, storeHeaders } = browserServices('en')
    await services.shop.query(CART, { cartId: 'x' })
    services.location.setState({ locale: 'de' })
    await services.shop.query(CART, { cartId: 'x' })
    expect(storeHeaders).toEqual(['vitalis_en', 'vitalis_de'])
  })
})

describe('the cart actions of the services', () => {
  it('tell the analytics of an add the shop accepted, and of no other', async () => {
    const added: unknown[] = []
    const { services } = browserServices('de', {
      ...noAnalytics,
      cartAdd: (input) => added.push(input),
    })
    expect(await services.actions.initialise({ create: true })).toBe(true)
    expect(await services.actions.addToCart({ sku: 'VIT-D3', quantity: 2 })).toBe(true)
    expect(await services.actions.addToCart({ sku: 'NO-SUCH-SKU', quantity: 1 })).toBe(false)
    expect(added).toEqual([{ sku: 'VIT-D3', quantity: 2 }])
  })

  it('fail with a stack that names the action', async () => {
    const { services } = browserServices('de')
    await services.actions.initialise({ create: true })
    // The success message is the last step of an add: make it throw.
    services.messages.setState({
      add: () => {
        throw new Error('messages broke')
      },
    })
    const failure = await services.actions.addToCart({ sku: 'VIT-D3', quantity: 1 }).then(
      () => null,
      (error: unknown) => error as Error,
    )
    expect(failure?.message).toBe('messages broke')
    expect(failure?.stack).toMatch(/\baddToCart\b/)
  })

  it('ask the page for navigations through its location', () => {
    const { services } = browserServices('de')
    const asked: string[] = []
    services.location.subscribe((state) => state.navigation && asked.push(state.navigation.path))
    services.location.setState({ navigation: { path: '/anmelden' } })
    expect(asked).toEqual(['/anmelden'])
  })
})

/** The server's services of a request with these cookies. */
const serverServices = (cookies: string) => {
  const jar = createMemoryCookieJar(cookies)
  return createStorefrontServices({
    site: TEST_PUBLIC_SITE,
    page: { locale: 'de', path: '/warenkorb', textsUrl: TEXTS_URL },
    cookies: jar,
    initialCart: readCartCookie(jar.read()),
    browser: null,
    elements: { components: {}, load: async () => undefined },
    translations: createBrowserTranslations({ locale: 'de', textsUrl: TEXTS_URL, recorded: {} }),
    analytics: noAnalytics,
  })
}

describe('the cart at the start of a render', () => {
  it("is known empty for a guest without a cart cookie: no loading state that gives way to 'empty'", () => {
    expect(serverServices('').cart.getState()).toMatchObject({ isInitialized: true, items: [] })
  })

  it("waits for the shop when there is a cart cookie or a customer, whose cart is the shop's to tell", () => {
    const withCart = serverServices(cartCookie({ id: 'cart-1', itemsCount: 2 }))
    expect(withCart.cart.getState()).toMatchObject({ isInitialized: false, id: 'cart-1' })
    expect(serverServices(tokenCookie()).cart.getState().isInitialized).toBe(false)
  })
})
