import type { PublicSite } from '../../brands'
import { createI18n } from '../../lib/create-i18n'
import { createMessagesStore } from '../../lib/messages'
import type { CartActionsEnvironment } from '../actions/context'
import { createCartActions } from '../actions/create-cart-actions'
import { createCartCookieStorage } from '../store/cookie-storage'
import { createCartStore } from '../store/create-cart-store'
import { readCartCookie } from '../store/cart-cookie'
import { CART_COOKIE_NAME, CART_COOKIE_VERSION, type PersistedCart } from '../store/persisted-cart'
import { createFakeShop } from './fake-shop'
import { createMemoryCookieJar } from './memory-cookie-jar'
import { createTestSession } from './test-session'

/** A whole cart wired as the browser wires it, over the fake shop and a memory cookie jar. */
export const TEST_TEXTS: Record<string, string> = {
  'message.cart.add': 'Added to cart',
  'message.cart.remove': 'Removed from cart',
  'message.coupon.success': 'Coupon applied',
  'message.coupon.removed': 'Coupon removed',
  'message.coupon.not-kept': 'Coupon {{code}} not carried over: {{reason}}',
  'message.coupon.not-kept-other': 'Coupon {{code}} not carried over: {{active}} is applied',
  'message.coupon.no-saving': 'Coupon {{code}} saves nothing: total stays {{total}} ({{remove}})',
  'message.coupon.raises-total':
    'Coupon {{code}} saves nothing: total now {{total}} instead of {{before}} ({{remove}})',
  'cart.coupon.remove': 'Remove coupon',
  'message.session-expired': 'Session expired',
  'message.login.failed': 'Login failed',
  'message.shop-unavailable': 'The shop is unavailable',
  'cart.error.quantity': 'Invalid quantity',
  'cart.error.coupon': 'Invalid coupon code',
  'cart.error.postcode': 'Invalid postcode',
  'cart.error.country': 'Invalid country',
  'cart.error.sku': 'Invalid product',
  'cart.error.order-number': 'Invalid order number',
  "ecommerce.The coupon code isn't valid. Verify the code and try again.": 'Unknown coupon',
  'backend.This product is out of stock.': 'Out of stock',
}

export const TEST_SITE: Pick<PublicSite, 'shop' | 'cart'> = {
  shop: {
    baseUrl: 'https://shop.vitalis.de',
    graphqlUrl: 'https://shop.vitalis.de/graphql',
    websocketUrl: null,
    currency: 'EUR',
    shippingCountries: ['DE', 'AT'],
    storeViews: { de: 'vitalis_de', en: 'vitalis_en' },
    checkoutHandover: 'query',
  },
  cart: { defaultShippingCountry: 'DE', defaultShippingPostcode: '10115' },
}

export const CUSTOMER_TOKEN = 'customer-token-0123456789'
export const CUSTOMER_EMAIL = 'kunde@example.com'
export const CUSTOMER_PASSWORD = 'Passwort123!'

export const createCartHarness = ({ cookies = '', currentPath = '/' } = {}) => {
  const jar = createMemoryCookieJar(cookies)
  const session = createTestSession(jar)
  const shop = createFakeShop(session.token)
  shop.state.customers.add(CUSTOMER_TOKEN)
  shop.state.accounts.set(CUSTOMER_EMAIL, {
    password: CUSTOMER_PASSWORD,
    token: CUSTOMER_TOKEN,
    firstname: 'Anna',
    lastname: 'Schneider',
  })
  const cart = createCartStore({
    currency: 'EUR',
    initial: readCartCookie(jar.read()),
    storage: createCartCookieStorage(jar),
  })
  const messages = createMessagesStore()
  const navigations: string[] = []
  const { t } = createI18n('en', TEST_TEXTS)
  const env: CartActionsEnvironment = {
    client: shop,
    cart,
    messages,
    t,
    texts: () => TEST_TEXTS,
    session,
    site: TEST_SITE,
    navigate: (path) => navigations.push(path),
    loginPath: () => '/login',
    currentPath: () => currentPath,
    priceLanguage: () => 'de-DE',
  }
  const actions = createCartActions(env)
  const texts = () =>
    messages.getState().messages.map(({ message, type, area }) => ({ message, type, area }))
  return {
    jar,
    session,
    shop,
    cart,
    messages,
    navigations,
    env,
    actions,
    texts,
    state: () => cart.getState(),
  }
}

/** A Cookie header holding a persisted cart (the rest of the fields empty). */
export const cartCookie = (state: Partial<PersistedCart>): string => {
  const money = { value: 0, currency: 'EUR' }
  const full: PersistedCart = {
    id: null,
    type: 'guest',
    itemsCount: 0,
    prices: { discounts: [], subtotal_including_tax: money, grand_total: money },
    coupons: [],
    shippingAddresses: [],
    shippingCost: null,
    ...state,
  }
  const value = JSON.stringify({ state: full, version: CART_COOKIE_VERSION })
  return `${CART_COOKIE_NAME}=${encodeURIComponent(value)}`
}

export const tokenCookie = (token = CUSTOMER_TOKEN) => `vitalis_shop_token=${token}`
