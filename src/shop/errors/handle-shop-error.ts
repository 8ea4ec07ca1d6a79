import type { Translate } from '../../lib/i18n'
import type { MessagesStore } from '../../lib/messages'
import { loginHref } from '../../lib/return-path'
import type { ShopError, ShopGraphQLError } from '../client/shop-result'
import type { CartSession } from '../session'
import { type ShopTexts, translateShopMessage } from './translate'

/**
 * The shop rows of SPEC.md section 8's error catalogue, first match wins. Magento's categories:
 * https://developer.adobe.com/commerce/webapi/graphql/usage/errors/
 * A transport failure (no answer, HTTP ≥ 300, unreadable body) still acts on a category the body
 * carried (a 401 with graphql-authorization is a session expiry); otherwise the shop is down.
 */
export type ShopErrorOutcome =
  'session-expired' | 'cart-expired' | 'login-failed' | 'shown' | 'shop-unavailable' | 'no-session'

export interface ShopErrorEnvironment {
  messages: MessagesStore
  t: Translate
  /** The CMS texts of the current locale: the shop's messages are translated through them. */
  texts: () => ShopTexts
  /**
   * The customer's session: an authorization error ends it (`expire`). One that finds nobody
   * signed in (`token()` null) ends none: it answers a request sent before the customer signed
   * out (a customer query still under way when 'Abmelden' was pressed), or a guest's cart id
   * that is a customer's.
   */
  session: Pick<CartSession, 'token' | 'expire'>
  resetCart(): void
  /** Runs cart initialisation again, without messages of its own. */
  reinitialise(): Promise<unknown>
  navigate(path: string): void
  /** The login page in the current locale, prefix included. */
  loginPath: () => string
  /**
   * The current route path: an authorization error on a return page is not a session expiry,
   * and the login page leads back here once the shopper signed in again.
   */
  currentPath?: (() => string) | undefined
}

/** Operations whose unknown-cart error means the held cart id expired (SPEC.md section 8). */
export const CART_HEALING_OPERATIONS: readonly string[] = [
  'cart',
  'mergeCarts',
  'addProductsToCart',
  'removeItemFromCart',
  'updateCartItems',
]

const rootField = (error: ShopGraphQLError, shopError: ShopError) =>
  error.path[0] ?? shopError.operation

const onReturnPath = (error: ShopError, env: ShopErrorEnvironment) =>
  /return/i.test(env.currentPath?.() ?? '') ||
  error.errors.some((entry) => entry.path.some((segment) => /return/i.test(segment)))

const find = (error: ShopError, category: string) =>
  error.errors.find((entry) => entry.category === category)

export const handleShopError = async (
  error: ShopError,
  env: ShopErrorEnvironment,
): Promise<ShopErrorOutcome> => {
  const { messages, t } = env
  const denied = find(error, 'graphql-authorization')
  if (denied && !onReturnPath(error, env)) {
    if (env.session.token() === null) {
      // No session to end and no login page to send anyone to: the sign-out that overtook the
      // request already reset what it had to. A guest's foreign cart id heals as an expired one.
      if (!CART_HEALING_OPERATIONS.includes(rootField(denied, error))) return 'no-session'
      env.resetCart()
      await env.reinitialise()
      return 'cart-expired'
    }
    env.session.expire()
    env.resetCart()
    messages.getState().clear()
    const loginPath = env.loginPath()
    env.navigate(loginHref(loginPath, env.currentPath?.()))
    // Shown for the login page: the route change to it clears every other message, not this.
    const message = t('message.session-expired')
    messages.getState().add({ message, type: 'info', path: loginPath.split('?')[0] ?? loginPath })
    return 'session-expired'
  }
  const missing = find(error, 'graphql-no-such-entity')
  if (missing && CART_HEALING_OPERATIONS.includes(rootField(missing, error))) {
    // An expired or foreign cart id heals without bothering the shopper.
    env.resetCart()
    await env.reinitialise()
    return 'cart-expired'
  }
  if (find(error, 'graphql-authentication') && error.operation !== 'generateCustomerToken') {
    messages.getState().add({ message: t('message.login.failed'), type: 'error' })
    return 'login-failed'
  }
  if (error.kind !== 'graphql') {
    // The cart id and items stay as they are; the shopper's next action simply tries again.
    const message = t('message.shop-unavailable')
    messages.getState().add({ message, type: 'error', area: 'cart' })
    return 'shop-unavailable'
  }
  const texts = env.texts()
  const byArea = new Map<'cart' | 'global', { message: string; type: 'error' }[]>()
  for (const entry of error.errors) {
    // Case-insensitive, so addProductsToCart or applyCouponToCart errors land in the cart area.
    const area = entry.path.some((segment) => /cart/i.test(segment)) ? 'cart' : 'global'
    const shown = byArea.get(area) ?? []
    shown.push({ message: translateShopMessage(texts, entry.message), type: 'error' })
    byArea.set(area, shown)
  }
  for (const [area, shown] of byArea) messages.getState().show(area, shown)
  return 'shown'
}
