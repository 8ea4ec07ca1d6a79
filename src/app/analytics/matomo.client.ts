import type { CartState } from '../../shop'
import type { EcommerceView } from '../../lib/tracking'
import type { Analytics } from './analytics'
import type { ActiveAnalytics } from './analytics-settings'
import { cartFacts, purchaseFacts } from './commerce-facts'

interface MatomoTracker {
  isUserOptedOut(): boolean
  optUserOut(): void
  forgetUserOptOut(): void
}

type MatomoCommand = unknown[] | ((this: MatomoTracker) => void)

export interface MatomoWindow {
  _paq?: { push(command: MatomoCommand): unknown }
  _mtm?: { push(event: Record<string, unknown>): unknown }
}

interface EcommerceItem {
  sku: string
  name: string
  price: number
  quantity: number
}

/** Matomo's cart and order calls take the whole cart: it replaces what Matomo knew of it. */
const wholeCart = (items: readonly EcommerceItem[], then: MatomoCommand): MatomoCommand[] => [
  ['clearEcommerceCart'],
  ...items.map(({ sku, name, price, quantity }) => [
    'addEcommerceItem',
    sku,
    name,
    '',
    price,
    quantity,
  ]),
  then,
]

const cartItem = (item: CartState['items'][number]): EcommerceItem => ({
  sku: item.product.sku,
  name: item.product.name,
  price: item.prices.price_including_tax.value,
  quantity: item.quantity,
})

/**
 * Matomo in the browser (SPEC.md section 7), through its two documented queues: `_paq` for the
 * tracker (page views, site search, ecommerce) and `_mtm`, Tag Manager's data layer (the
 * pageView, cartAdd and checkoutSuccess events). Both are plain arrays until matomo.js and the
 * container script arrive and take them over, so calls made before are kept, in order.
 */
export const createMatomoAnalytics = (
  active: ActiveAnalytics,
  win: Window & MatomoWindow,
): Analytics => {
  // Looked up at each call: matomo.js replaces the `_paq` array with its own object on load.
  const track = (...commands: MatomoCommand[]) => {
    for (const command of commands) (win._paq ??= []).push(command)
  }
  const layer = (event: Record<string, unknown>) => (win._mtm ??= []).push(event)
  // Cookie-less (SPEC.md section 4): no visitor cookie; an opt-out is Matomo's own consent cookie.
  track(
    ['disableCookies'],
    ['setTrackerUrl', `${active.baseUrl}matomo.php`],
    ['setSiteId', active.siteId],
    ['enableLinkTracking'],
  )
  layer({ 'mtm.startTime': Date.now(), event: 'mtm.Start' })

  let failed = false
  const waiting = new Set<(answer: null) => void>()
  const addScript = (src: string, onError?: () => void) => {
    const script = win.document.createElement('script')
    script.async = true
    script.src = src
    if (onError) script.addEventListener('error', onError)
    win.document.head.appendChild(script)
  }
  /** Runs `ask` on the loaded tracker; null when the tracker never comes (blocked, offline). */
  const withTracker = <T>(ask: (tracker: MatomoTracker) => T): Promise<T | null> =>
    failed
      ? Promise.resolve(null)
      : new Promise((resolve) => {
          waiting.add(resolve)
          track(function (this: MatomoTracker) {
            waiting.delete(resolve)
            resolve(ask(this))
          })
        })

  let loaded = false
  return {
    load() {
      if (loaded) return
      loaded = true
      addScript(`${active.baseUrl}matomo.js`, () => {
        failed = true
        for (const resolve of waiting) resolve(null)
        waiting.clear()
      })
      if (active.container) addScript(`${active.baseUrl}js/container_${active.container}.js`)
    },
    pageView({ url, title, referrer, facts }) {
      if (referrer) track(['setReferrerUrl', referrer])
      track(['setCustomUrl', url], ['setDocumentTitle', title], ['trackPageView'])
      layer({ event: 'pageView', ...facts })
    },
    siteSearch(keyword) {
      track(['trackSiteSearch', keyword])
    },
    ecommerceView(view: EcommerceView) {
      track(
        view.kind === 'product'
          ? ['setEcommerceView', view.sku, view.name, view.category ?? '', view.price ?? 0]
          : ['setEcommerceView', false, false, view.category],
      )
    },
    cartAdd(added, cart, signedIn) {
      track(
        ...wholeCart(cart.items.map(cartItem), [
          'trackEcommerceCartUpdate',
          cart.prices.grand_total.value,
        ]),
      )
      layer({
        event: 'cartAdd',
        sku: added.sku,
        added: added.quantity,
        ...cartFacts(cart, signedIn),
      })
    },
    checkoutSuccess(purchase, signedIn) {
      const facts = purchaseFacts(purchase, signedIn)
      const items = purchase.items.map(({ sku, price, quantity }) => ({
        sku,
        name: '',
        price: price ?? 0,
        quantity,
      }))
      track(
        ...wholeCart(items, [
          'trackEcommerceOrder',
          facts.orderId,
          facts.cartTotal,
          undefined,
          undefined,
          facts.shipping,
        ]),
      )
      layer({ event: 'checkoutSuccess', ...facts })
    },
    optedOut: () => withTracker((tracker) => tracker.isUserOptedOut()),
    setOptedOut: async (optedOut) => {
      await withTracker((tracker) => (optedOut ? tracker.optUserOut() : tracker.forgetUserOptOut()))
    },
  }
}
