import { createCartCookieStorage, createCartStore, readCartCookie } from '../../shop'
import {
  createCartActions,
  createFakeShop,
  createMemoryCookieJar,
  CUSTOMER_EMAIL,
  CUSTOMER_PASSWORD,
  CUSTOMER_TOKEN,
  TEST_SITE,
  TEST_TEXTS,
} from '../../shop/testing'
import { createI18n } from '../../lib/create-i18n'
import { createMessagesStore } from '../../lib/messages'
import { createAccountActions } from '../actions/create-account-actions'
import { createCustomerSession } from '../session/create-customer-session'

export { CUSTOMER_EMAIL, CUSTOMER_PASSWORD, CUSTOMER_TOKEN }

/**
 * The customer's session, the cart and the account actions wired as the browser wires them
 * (src/app/services/create-services.ts), over the cart's fake shop and a memory cookie jar.
 * The fake shop knows one customer (CUSTOMER_EMAIL / CUSTOMER_PASSWORD, token CUSTOMER_TOKEN).
 */
export const createAccountHarness = ({ cookies = '', currentPath = '/warenkorb' } = {}) => {
  const jar = createMemoryCookieJar(cookies)
  // The client reads the session's token and the session resets the client: both exist before
  // either is called.
  const shop = createFakeShop(() => session.token())
  const session = createCustomerSession({
    brand: 'vitalis',
    shopBaseUrl: TEST_SITE.shop.baseUrl,
    jar,
    resetClient: () => shop.resetCache(),
  })
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
  const shell = {
    client: shop,
    messages,
    t,
    texts: () => TEST_TEXTS,
    navigate: (path: string) => navigations.push(path),
    loginPath: () => '/login',
    currentPath: () => currentPath,
    priceLanguage: () => 'de-DE',
  }
  const cartActions = createCartActions({ ...shell, cart, session, site: TEST_SITE })
  const actions = createAccountActions({ ...shell, session, cart: cartActions })
  const texts = () =>
    messages.getState().messages.map(({ message, type, area }) => ({ message, type, area }))
  return {
    jar,
    shop,
    session,
    cart,
    cartActions,
    messages,
    navigations,
    actions,
    texts,
    state: () => cart.getState(),
    operations: () => shop.calls.map((call) => [call.operation, call.token]),
  }
}
