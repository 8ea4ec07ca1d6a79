import type { Translate } from '../../lib/i18n'
import {
  createAccountActionsLoader,
  createAddressActionsLoader,
  createCustomerSession,
  createSharedWishlist,
  loadAccountActions,
  loadAddressActions,
  type AccountActionsLoader,
  type CustomerSession,
  type LoadAddressActions,
  type SharedWishlist,
} from '../../account'
import { pageLinkFor } from '../../brands/page-links'
import type { PublicSite } from '../../brands/sites'
import { storeViewOf } from '../../brands/store-view'
import {
  createLazyCartActions,
  loadCartActions,
  createCartCookieStorage,
  createCartStore,
  createProductStore,
  lazyShopClient,
  type CartActions,
  type CartStore,
  type ProductStore,
  type CookieJar,
  type PersistedCart,
  type ShopClient,
} from '../../shop'
import { noHydrationGates, type ElementCode, type HydrationGates } from '../../elements'
import { withLocale } from '../../lib/locale-path'
import { createMessagesStore, type MessagesStore } from '../../lib/messages'
import type { Analytics } from '../analytics/analytics'
import { createPageLocation, requestNavigation, type PageLocationStore } from './page-location'
import type { Translations } from './translations'

/**
 * Everything stateful a storefront page holds: the customer's session, the shop client, the
 * cart, product and message stores, the cart and account actions. Made once per page load in
 * the browser (src/app/client.tsx) and once per request in the worker, never at module level.
 * What changes with client navigation (the locale, its texts, the path) the services read from
 * one store, `location`, which the Storefront root keeps on the route.
 */
export interface StorefrontServices {
  session: CustomerSession
  shop: ShopClient
  cart: CartStore
  /** The page's products as the browser refetched them (useFreshProduct). */
  products: ProductStore
  messages: MessagesStore
  actions: CartActions
  /** The account actions, loaded with the first caller that awaits them. */
  account: AccountActionsLoader
  /** The address book's calls, loaded with the first (the addresses page only). */
  addresses: LoadAddressActions
  /** The customer's wishlist as the page's hearts share it (loaded by the first of them). */
  wishlist: SharedWishlist
  /** The code of the content elements: all of it on the server, loaded per page in the browser. */
  elements: ElementCode
  /** When the first page's late elements hydrate (elements/late-hydration.ts). */
  hydration: HydrationGates
  translations: Translations
  /** The site's audience measurement (noAnalytics where none is active, and on the server). */
  analytics: Analytics
  /** Where the shopper is; the Storefront root keeps it on the route (./page-location.ts). */
  location: PageLocationStore
}

export interface ServicesOptions {
  site: PublicSite
  /** The first page: its locale, path and texts (the bootstrap's). */
  page: { locale: string; path: string; textsUrl: string }
  /** The request's cookies (server) or document.cookie (browser): the same cart on both sides. */
  cookies: CookieJar
  /** The cart cookie of those cookies, checked (readCartCookie, loadCartCookie). */
  initialCart: PersistedCart | null
  /** The browser persists the cart and schedules message timeouts; the server does neither. */
  browser: { fetch: typeof fetch; setTimer: (callback: () => void, ms: number) => unknown } | null
  elements: ElementCode
  /** The browser's gates of the first page's late elements; none on the server. */
  hydration?: HydrationGates
  /** The worker's recording i18next, or the browser's recorded texts (./translations.ts). */
  translations: Translations
  analytics: Analytics
}

export const createStorefrontServices = ({
  site,
  page,
  cookies,
  initialCart,
  browser,
  elements,
  hydration = noHydrationGates,
  translations,
  analytics,
}: ServicesOptions): StorefrontServices => {
  const location = createPageLocation(page)
  const locale = () => location.getState().locale
  // The session and the shop client need each other: the client sends the session's token, the
  // session drops what the client holds when it begins or ends. The session comes first, and
  // is handed the client once that exists: `resetShopClient` is set once, right below, and
  // nothing begins or ends a session while the services are made. On the server the session
  // only reads the request's cookie (the header's signed-in state).
  let resetShopClient = (): void => undefined
  const session = createCustomerSession({
    brand: site.brand,
    shopBaseUrl: site.shop.baseUrl,
    jar: cookies,
    resetClient: () => resetShopClient(),
  })
  // Loaded with its first call: content pages without a cart never download the GraphQL client.
  const lazyShop = lazyShopClient({
    url: site.shop.graphqlUrl,
    getToken: () => session.token(),
    // The page's locale picks the store view; a client navigation to another locale moves it.
    getStoreView: () => storeViewOf(site, locale()),
    websocketUrl: site.shop.websocketUrl,
    ...(browser ? { fetch: browser.fetch } : { credentials: null }),
  })
  const shop = lazyShop.client
  resetShopClient = () => shop.resetCache()
  const cart = createCartStore({
    currency: site.shop.currency,
    initial: initialCart,
    knownEmpty: initialCart === null && !session.store.getState().signedIn,
    storage: browser ? createCartCookieStorage(cookies) : null,
  })
  const messages = createMessagesStore(browser ? { setTimer: browser.setTimer } : {})
  // The current page's translator, as the Storefront renders with it.
  const t: Translate = (key, values) => {
    const { textsUrl } = location.getState()
    return translations.translator(locale(), textsUrl)(key, values)
  }
  // Loaded with the first action that needs the shop: a first visit never downloads them. The
  // locale's texts and i18next come along, as the actions' messages are texts no server render
  // showed (the shop's messages are translated through the texts, ./translations.ts).
  const shell = {
    client: shop,
    messages,
    t,
    texts: () => translations.texts(),
    navigate: (path: string) => requestNavigation(location, path),
    loginPath: () =>
      withLocale(pageLinkFor(site.pageLinks, 'login', locale()), locale(), site.defaultLocale),
    currentPath: () => location.getState().path,
    // As the page's prices are written (the Storefront's languageTag).
    priceLanguage: () =>
      site.locales.find((entry) => entry.code === locale())?.hreflang ?? locale(),
  }
  // One lazy boundary between a button and the action: the actions' chunk loads with the real
  // shop client and calls it directly; analytics hear of an add through the hook.
  const actions = createLazyCartActions(
    {
      ...shell,
      cart,
      session,
      site,
      onAdded: (added) =>
        analytics.cartAdd(added, cart.getState(), session.store.getState().signedIn),
    },
    () =>
      Promise.all([loadCartActions(), translations.load(), lazyShop.ready()]).then(
        ([create, , client]) =>
          (env) =>
            create({ ...env, client }),
      ),
  )
  // Loaded with the first sign-in or sign-out: other pages never download them.
  const account = createAccountActionsLoader({ ...shell, session, cart: actions }, () =>
    Promise.all([loadAccountActions(), translations.load()]).then(
      ([module]) => module.createAccountActions,
    ),
  )
  const addresses = createAddressActionsLoader({ ...shell, session, cart: actions }, () =>
    Promise.all([loadAddressActions(), translations.load()]).then(
      ([module]) => module.createAddressActions,
    ),
  )
  return {
    addresses,
    // A change whose code did not load says the shop is unavailable, as the actions do.
    wishlist: createSharedWishlist(account.load, session.store, () =>
      messages.getState().add({ message: t('message.shop-unavailable'), type: 'error' }),
    ),
    session,
    shop,
    cart,
    products: createProductStore(),
    messages,
    actions,
    account,
    elements,
    hydration,
    translations,
    analytics,
    location,
  }
}
