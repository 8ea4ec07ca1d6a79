// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMatomoAnalytics } from '../../src/app/analytics/matomo.client'
import { emptyCartState, type CartState } from '../../src/shop'
import { CONTAINER_STAND_IN, MATOMO_STAND_IN } from './matomo-stand-in'

/**
 * The storefront's Matomo client (src/app/analytics/matomo.client.ts) against the demo's
 * stand-in scripts, run as the browser runs them: what the client queues before the tracker
 * loads and what it sends after both end up as Matomo tracking requests and data-layer events.
 */
const ACTIVE = {
  baseUrl: 'http://analytics.localhost:8788/analytics/',
  siteId: '1',
  container: 'c1',
}

type StandInWindow = Window & {
  __matomoStandIn?: { requests: Record<string, string>[] }
  __mtmStandIn?: { events: Record<string, unknown>[] }
  _paq?: unknown
  _mtm?: unknown
}
const win = () => window as unknown as StandInWindow
const runScript = (source: string) => new Function(source)()
const requests = () => win().__matomoStandIn?.requests ?? []
const events = () => win().__mtmStandIn?.events ?? []

const cart = (): CartState => ({
  ...emptyCartState('EUR'),
  items: [
    {
      id: 'i1',
      quantity: 2,
      // Only what Matomo's cart update reads of a product.
      product: { sku: 'VIT-D3', name: 'Vitamin D3' } as CartState['items'][number]['product'],
      prices: {
        price_including_tax: { value: 9.95, currency: 'EUR' },
        row_total_including_tax: { value: 19.9, currency: 'EUR' },
      },
      errors: [],
    },
  ],
  itemsCount: 2,
  prices: { ...emptyCartState('EUR').prices, grand_total: { value: 19.9, currency: 'EUR' } },
})

describe('the Matomo client with the stand-in tracker', () => {
  const beacon = vi.fn(() => true)
  beforeEach(() => {
    delete win()._paq
    delete win()._mtm
    delete win().__matomoStandIn
    delete win().__mtmStandIn
    document.cookie = 'mtm_consent_removed=; path=/; max-age=0'
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
  })
  afterEach(() => {
    beacon.mockClear()
    document.head.innerHTML = ''
  })

  it('adds the tracker and the container script of the site, once', () => {
    const analytics = createMatomoAnalytics(ACTIVE, window)
    analytics.load()
    analytics.load()
    expect([...document.head.querySelectorAll('script')].map((s) => s.src)).toEqual([
      'http://analytics.localhost:8788/analytics/matomo.js',
      'http://analytics.localhost:8788/analytics/js/container_c1.js',
    ])
  })

  it('keeps page views queued before the tracker loads, cookie-less, for the site id', () => {
    const analytics = createMatomoAnalytics(ACTIVE, window)
    const facts = { cartTotal: 0, shipping: 0, coupon: '', quantity: 0, login: '0' as const }
    analytics.pageView({ url: 'http://localhost/', title: 'Home', referrer: null, facts })
    expect(requests()).toEqual([])
    runScript(MATOMO_STAND_IN)
    expect(requests()).toEqual([
      expect.objectContaining({ idsite: '1', action_name: 'Home', url: 'http://localhost/' }),
    ])
    expect(beacon).toHaveBeenCalledWith(
      expect.stringMatching(/^http:\/\/analytics\.localhost:8788\/analytics\/matomo\.php\?/),
    )
    analytics.pageView({
      url: 'http://localhost/produkte',
      title: 'Produkte',
      referrer: 'http://localhost/',
      facts,
    })
    expect(requests()[1]).toMatchObject({
      action_name: 'Produkte',
      url: 'http://localhost/produkte',
      urlref: 'http://localhost/',
    })
  })

  it('sends the data-layer events to the container, before and after it loads', () => {
    const analytics = createMatomoAnalytics(ACTIVE, window)
    const facts = { cartTotal: 0, shipping: 0, coupon: '', quantity: 0, login: '1' as const }
    analytics.pageView({ url: 'http://localhost/', title: 'Home', referrer: null, facts })
    runScript(CONTAINER_STAND_IN)
    analytics.cartAdd({ sku: 'VIT-D3', quantity: 2 }, cart(), true)
    expect(events().map((event) => event['event'])).toEqual(['mtm.Start', 'pageView', 'cartAdd'])
    expect(events()[2]).toEqual({
      event: 'cartAdd',
      sku: 'VIT-D3',
      added: 2,
      cartTotal: 19.9,
      shipping: 0,
      coupon: '',
      quantity: 2,
      login: '1',
    })
  })

  it('reports a cart update and an order with their items as Matomo ecommerce', () => {
    const analytics = createMatomoAnalytics(ACTIVE, window)
    runScript(MATOMO_STAND_IN)
    analytics.cartAdd({ sku: 'VIT-D3', quantity: 2 }, cart(), false)
    analytics.checkoutSuccess(
      {
        orderNumber: '000000042',
        total: { value: 24.85, currency: 'EUR' },
        itemsCount: 2,
        shipping: 4.95,
        coupon: null,
        items: [{ sku: 'VIT-D3', quantity: 2, price: 9.95 }],
      },
      false,
    )
    expect(requests()[0]).toMatchObject({
      idgoal: '0',
      revenue: '19.9',
      ec_items: JSON.stringify([['VIT-D3', 'Vitamin D3', '', 9.95, 2]]),
    })
    expect(requests()[1]).toMatchObject({
      ec_id: '000000042',
      revenue: '24.85',
      ec_sh: '4.95',
      ec_items: JSON.stringify([['VIT-D3', '', '', 9.95, 2]]),
    })
  })

  it('tracks a site search and a category view with its page view', () => {
    const analytics = createMatomoAnalytics(ACTIVE, window)
    runScript(MATOMO_STAND_IN)
    analytics.siteSearch('magnesium')
    analytics.ecommerceView({ kind: 'category', category: 'Vitamine' })
    const facts = { cartTotal: 0, shipping: 0, coupon: '', quantity: 0, login: '0' as const }
    analytics.pageView({ url: 'http://localhost/p', title: 'P', referrer: null, facts })
    expect(requests()[0]).toMatchObject({ search: 'magnesium' })
    expect(requests()[1]).toMatchObject({ action_name: 'P', _pkc: 'Vitamine' })
  })

  it('answers the opted-out state once the tracker is there, and stops tracking after an opt-out', async () => {
    const analytics = createMatomoAnalytics(ACTIVE, window)
    const state = analytics.optedOut()
    runScript(MATOMO_STAND_IN)
    await expect(state).resolves.toBe(false)
    await analytics.setOptedOut(true)
    await expect(analytics.optedOut()).resolves.toBe(true)
    analytics.siteSearch('zink')
    expect(requests()).toEqual([])
    await analytics.setOptedOut(false)
    await expect(analytics.optedOut()).resolves.toBe(false)
  })

  it('answers null for the opted-out state when the tracker script fails to load', async () => {
    const analytics = createMatomoAnalytics(ACTIVE, window)
    analytics.load()
    const state = analytics.optedOut()
    document.head.querySelector('script')?.dispatchEvent(new Event('error'))
    await expect(state).resolves.toBeNull()
    await expect(analytics.optedOut()).resolves.toBeNull()
  })
})
