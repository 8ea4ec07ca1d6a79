import { lazyStandIn } from '../../lib/lazy-stand-in'
import { emptyCartState } from '../store/cart-state'
import type { CartActionsEnvironment } from './context'
import type { CartActions } from './create-cart-actions'
import { beginInitialisation, initialisedEmpty } from './initialise-plan'

type CreateCartActions = (env: CartActionsEnvironment) => CartActions

/** The chunk of the cart actions (the shop's operations, the error catalogue). */
export const loadCartActions = (): Promise<CreateCartActions> =>
  import('./create-cart-actions').then((module) => module.createCartActions)

/**
 * The cart actions behind a dynamic import, with the same interface. Their code (the shop's
 * operations, the error catalogue) loads with the first action that talks to the shop; a first
 * visit, whose cart initialises empty without a shop call, never downloads it. Every action that
 * talks to the shop is forwarded as it is (src/lib/lazy-stand-in.ts), so a new one needs no line
 * here; those that only touch the stores run at once. A failed load tells the shopper the shop
 * is unavailable, as a dead shop does, and the next action tries again.
 */
export const createLazyCartActions = (
  env: CartActionsEnvironment,
  load: () => Promise<CreateCartActions> = loadCartActions,
): CartActions => {
  const currency = env.site.shop.currency
  const reset = () => env.cart.setState(emptyCartState(currency))
  const unavailable = () => {
    // The key the error catalogue shows for a dead shop (handle-shop-error.ts).
    const message = env.t('message.shop-unavailable')
    env.messages.getState().add({ message, type: 'error', area: 'cart' })
    return false
  }
  return lazyStandIn<CartActions>({
    load: () => load().then((create) => create(env)),
    onLoadError: unavailable,
    eager: ({ loaded, ready }) => ({
      initialise: async (options) => {
        // Steps 1 and 5 need no shop; the loaded actions run steps 2-4 (and step 1 again, a no-op).
        if (loaded() === null && beginInitialisation({ ...env, currency }, options) === 'empty') {
          env.cart.setState(initialisedEmpty(currency))
          return true
        }
        return ready().then((actions) => actions.initialise(options), unavailable)
      },
      reset,
      setActive: (active) => env.cart.setState({ active }),
    }),
  }).standIn
}
