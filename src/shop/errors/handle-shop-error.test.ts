import { describe, expect, it } from 'vitest'
import { createI18n } from '../../lib/create-i18n'
import { createMessagesStore } from '../../lib/messages'
import type { ShopError, ShopErrorKind } from '../client/shop-result'
import { TEST_TEXTS } from '../testing/cart-harness'
import { handleShopError } from './handle-shop-error'

/** One row of SPEC.md section 8 per test, against an environment that records what it is asked. */
const environment = (currentPath = '/', { signedIn = true } = {}) => {
  const log: string[] = []
  const messages = createMessagesStore()
  const env = {
    messages,
    t: createI18n('en', TEST_TEXTS).t,
    texts: () => TEST_TEXTS,
    session: {
      token: () => (signedIn ? 'customer-token' : null),
      expire: () => void log.push('logout'),
    },
    resetCart: () => log.push('reset'),
    reinitialise: async () => log.push('reinitialise'),
    navigate: (path: string) => log.push(`navigate ${path}`),
    loginPath: () => '/de/login',
    currentPath: () => currentPath,
  }
  const texts = () =>
    messages.getState().messages.map(({ message, type, area }) => ({ message, type, area }))
  return { env, log, texts, messages }
}

const error = (
  operation: string,
  category: string | null,
  message = 'Something failed',
  path: string[] = [operation],
  kind: ShopErrorKind = 'graphql',
): ShopError => ({ kind, operation, message, errors: [{ message, category, path }], status: 200 })

describe('handleShopError', () => {
  it('logs out, resets cart and messages and goes to the login page on an authorization error', async () => {
    const { env, log, texts, messages } = environment()
    messages.getState().add({ message: 'old', type: 'error' })
    const outcome = await handleShopError(error('customerCart', 'graphql-authorization'), env)
    expect(outcome).toBe('session-expired')
    expect(log).toEqual(['logout', 'reset', 'navigate /de/login?redirect=%2F'])
    // Shown for the login page, so the route change to it does not clear it.
    expect(messages.getState().messages[0]?.path).toBe('/de/login')
    expect(texts()).toEqual([{ message: 'Session expired', type: 'info', area: 'global' }])
  })

  it('leaves a signed-out shopper where they are: an authorization error of a request sent before the sign-out', async () => {
    const { env, log, texts } = environment('/konto', { signedIn: false })
    const outcome = await handleShopError(error('customer', 'graphql-authorization'), env)
    expect(outcome).toBe('no-session')
    // No login page (the sign-out's own navigation stands), no session-expired message.
    expect(log).toEqual([])
    expect(texts()).toEqual([])
  })

  it("heals a guest's cart whose id is a customer's, without sending the guest to the login page", async () => {
    const { env, log, texts } = environment('/warenkorb', { signedIn: false })
    const outcome = await handleShopError(error('cart', 'graphql-authorization'), env)
    expect(outcome).toBe('cart-expired')
    expect(log).toEqual(['reset', 'reinitialise'])
    expect(texts()).toEqual([])
  })

  it.each([
    ['the page path', '/account/returns/create', ['customer']],
    ['the error path', '/', ['customer', 'returns']],
  ])(
    'treats an authorization error on a return path (%s) as an ordinary error',
    async (_, page, path) => {
      const { env, log, texts } = environment(page)
      const outcome = await handleShopError(
        error('customer', 'graphql-authorization', 'No', path),
        env,
      )
      expect(outcome).toBe('shown')
      expect(log).toEqual([])
      expect(texts()).toEqual([{ message: 'No', type: 'error', area: 'global' }])
    },
  )

  it.each(['cart', 'mergeCarts', 'addProductsToCart', 'removeItemFromCart', 'updateCartItems'])(
    'resets and silently re-initialises the cart on no-such-entity in %s',
    async (operation) => {
      const { env, log, texts } = environment()
      const outcome = await handleShopError(error(operation, 'graphql-no-such-entity'), env)
      expect(outcome).toBe('cart-expired')
      expect(log).toEqual(['reset', 'reinitialise'])
      expect(texts()).toEqual([])
    },
  )

  it('shows no-such-entity on other operations as an ordinary error', async () => {
    const { env, log } = environment()
    const outcome = await handleShopError(error('applyCouponToCart', 'graphql-no-such-entity'), env)
    expect(outcome).toBe('shown')
    expect(log).toEqual([])
  })

  it("shows 'message.login.failed' on an authentication error", async () => {
    const { env, texts } = environment()
    expect(await handleShopError(error('customer', 'graphql-authentication'), env)).toBe(
      'login-failed',
    )
    expect(texts()).toEqual([{ message: 'Login failed', type: 'error', area: 'global' }])
  })

  it('leaves authentication errors of generateCustomerToken to the login form as ordinary errors', async () => {
    const { env, texts } = environment()
    const outcome = await handleShopError(
      error('generateCustomerToken', 'graphql-authentication', 'Wrong'),
      env,
    )
    expect(outcome).toBe('shown')
    expect(texts()).toEqual([{ message: 'Wrong', type: 'error', area: 'global' }])
  })

  it.each([
    ["The coupon code isn't valid. Verify the code and try again.", 'Unknown coupon'],
    ['This product is out of stock.', 'Out of stock'],
    ['Anything else', 'Anything else'],
  ])(
    'translates %j via ecommerce, then backend texts, else shows it raw',
    async (message, shown) => {
      const { env, texts } = environment()
      await handleShopError(error('applyCouponToCart', 'graphql-input', message), env)
      expect(texts()[0]?.message).toBe(shown)
    },
  )

  it('puts an error in the cart area when its path contains cart, else in the global area', async () => {
    const { env, texts } = environment()
    await handleShopError(error('applyCouponToCart', 'graphql-input', 'a'), env)
    await handleShopError(error('customer', 'graphql-input', 'b', ['customer', 'addresses']), env)
    expect(texts().map((entry) => entry.area)).toEqual(['cart', 'global'])
  })

  it.each<ShopErrorKind>(['network', 'server', 'parse'])(
    'shows one cart-area shop-unavailable error on a %s error and changes nothing else',
    async (kind) => {
      const { env, log, texts } = environment()
      const down: ShopError = { kind, operation: 'cart', message: 'x', errors: [], status: null }
      expect(await handleShopError(down, env)).toBe('shop-unavailable')
      await handleShopError(down, env)
      expect(log).toEqual([])
      expect(texts()).toEqual([{ message: 'The shop is unavailable', type: 'error', area: 'cart' }])
    },
  )

  it('acts on a category carried by a server error (HTTP 401 with graphql-authorization)', async () => {
    const { env } = environment()
    const failed = error('customerCart', 'graphql-authorization', 'No', ['customerCart'], 'server')
    expect(await handleShopError(failed, env)).toBe('session-expired')
  })
})
